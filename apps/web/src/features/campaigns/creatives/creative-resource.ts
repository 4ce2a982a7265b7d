import { CREATIVE_CONTRACT } from '@adcast/domain/campaigns/creative-contract';
import { contractResource } from '../../../resource/record-resource';

/** The creative library on the web: everything, the multipart saves included, comes from the contract. */
export const creativeResource = contractResource(CREATIVE_CONTRACT);
