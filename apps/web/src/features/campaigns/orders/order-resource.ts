import { ORDER_CONTRACT } from '@adcast/domain/campaigns/order-contract';
import { contractResource } from '../../../resource/record-resource';

/** Orders (campaigns) on the web: everything comes from the contract. */
export const orderResource = contractResource(ORDER_CONTRACT);
