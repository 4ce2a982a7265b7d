import { SOURCE_CONTRACT } from '@adcast/domain/squeezeback/source-contract';
import { contractResource } from '../../resource/record-resource';

/** Sources on the web: everything comes from the contract. */
export const sourceResource = contractResource(SOURCE_CONTRACT);
