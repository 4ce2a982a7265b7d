import { GENRE_CONTRACT } from '@adcast/domain/taxonomy/genre-contract';
import { contractResource } from '../../resource/record-resource';

/** Genres on the web: everything comes from the contract. */
export const genreResource = contractResource(GENRE_CONTRACT);
