import { OO_APP_CONTRACT } from '@adcast/domain/content/oo-apps/oo-app-contract';
import { contractResource } from '../../../resource/record-resource';

/** O&O apps on the web: everything comes from the contract. */
export const ooAppResource = contractResource(OO_APP_CONTRACT);
