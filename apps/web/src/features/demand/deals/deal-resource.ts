import { DEAL_CONTRACT } from '@adcast/domain/demand/deal-contract';
import { contractResource } from '../../../resource/record-resource';

/** Deals on the web: everything comes from the contract. */
export const dealResource = contractResource(DEAL_CONTRACT);
