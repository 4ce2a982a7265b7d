import { DISPLAY_CREATIVE_CONTRACT } from '@adcast/domain/campaigns/display-creative-contract';
import { contractResource } from '../../../resource/record-resource';

/** Display creatives on the web: everything, the multipart saves with the image included, comes from the contract. */
export const displayCreativeResource = contractResource(DISPLAY_CREATIVE_CONTRACT);
