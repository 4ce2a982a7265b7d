import { PUBLISHER_CONTRACT } from '@adcast/domain/publishers/publisher-contract';
import { contractResource } from '../../resource/record-resource';

export const publisherResource = contractResource(PUBLISHER_CONTRACT);
