import { SUPPLY_PACKAGE_CONTRACT } from '@adcast/domain/marketplace/supply-package-contract';
import { contractResource } from '../../resource/record-resource';

/** Supply packages on the web: everything comes from the contract. */
export const supplyPackageResource = contractResource(SUPPLY_PACKAGE_CONTRACT);
