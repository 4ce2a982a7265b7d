import { TARGETING_CONTRACT } from '@adcast/domain/inventory/targeting-contract';
import { contractResource } from '../../../resource/record-resource';

/** Targeting sets on the web: everything comes from the contract. */
export const targetingResource = contractResource(TARGETING_CONTRACT);
