import { CONTENT_OWNER_CONTRACT } from '@adcast/domain/content/owner-contract';
import { contractResource } from '../../../resource/record-resource';

/** Part 2 §7 multipart create and update: the details as JSON in one part, the logo file in another. */
export const contentOwnerResource = contractResource(CONTENT_OWNER_CONTRACT);
