import { COLLECTION_CONTRACT } from '@adcast/domain/catalogue/collection-contract';
import { contractResource } from '../../../resource/record-resource';

/** Collections (the spec's playlists): list, editor, archive (part 1 §2 collection editor). */
export const collectionResource = contractResource(COLLECTION_CONTRACT);
