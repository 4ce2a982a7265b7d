import { ADVERTISER_CONTRACT } from '@adcast/domain/campaigns/advertiser-contract';
import { contractResource } from '../../../resource/record-resource';

/** Advertisers on the web: everything comes from the contract. */
export const advertiserResource = contractResource(ADVERTISER_CONTRACT);
