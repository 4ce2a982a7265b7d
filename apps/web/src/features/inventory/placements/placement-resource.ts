import { PLACEMENT_CONTRACT } from '@adcast/domain/inventory/placement-contract';
import { contractResource } from '../../../resource/record-resource';

export const placementResource = contractResource(PLACEMENT_CONTRACT);
