import { KEYWORD_PACKAGE_CONTRACT } from '@adcast/domain/keyword-packages/keyword-package-contract';
import { contractResource } from '../../resource/record-resource';

/** KeywordPackages on the web: everything comes from the contract. */
export const keywordPackageResource = contractResource(KEYWORD_PACKAGE_CONTRACT);
