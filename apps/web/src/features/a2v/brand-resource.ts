import { BRAND_CONTRACT } from '@adcast/domain/a2v/brand-contract';
import { contractResource } from '../../resource/record-resource';

/** A2V brands on the web: everything, the multipart saves with the logo and background included, comes from the contract. */
export const brandResource = contractResource(BRAND_CONTRACT);
