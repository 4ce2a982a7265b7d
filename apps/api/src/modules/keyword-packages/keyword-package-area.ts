import { recordArea } from '../../records/area';
import { KEYWORD_PACKAGE } from './keyword-package-record';
import { createKeywordPackage, updateKeywordPackage } from './write-service';

/** Keyword packages: the record's routes only. */
export const KEYWORD_PACKAGE_AREA = recordArea(KEYWORD_PACKAGE, {
  writes: { create: createKeywordPackage, update: updateKeywordPackage },
});
