import { LINE_ITEM_CONTRACT } from '@adcast/domain/campaigns/line-item-contract';
import { contractResource } from '../../../resource/record-resource';

/** Line items on the web: everything comes from the contract. */
export const lineItemResource = contractResource(LINE_ITEM_CONTRACT);
