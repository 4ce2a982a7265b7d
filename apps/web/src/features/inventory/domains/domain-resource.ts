import { DOMAIN_CONTRACT } from '@adcast/domain/inventory/domain-contract';
import { contractResource } from '../../../resource/record-resource';

/** Domains on the web: everything comes from the contract. */
export const domainResource = contractResource(DOMAIN_CONTRACT);
