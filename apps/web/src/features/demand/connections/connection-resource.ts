import { CONNECTION_CONTRACT } from '@adcast/domain/demand/connection-contract';
import { contractResource } from '../../../resource/record-resource';

/** Part 1 §9 list defaults: createdOn descending, status ACTIVE, page size 10. */
export const connectionResource = contractResource(CONNECTION_CONTRACT);
