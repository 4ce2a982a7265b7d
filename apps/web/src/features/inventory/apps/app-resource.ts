import { APP_CONTRACT } from '@adcast/domain/inventory/app-contract';
import { contractResource } from '../../../resource/record-resource';

/** Apps on the web: everything comes from the contract. */
export const appResource = contractResource(APP_CONTRACT);
