import type { PathId } from '../demand/paths';

const keywordPackage = (id: PathId) => `/api/keyword-packages/${id}`;

/** Keyword packages (part 1 §2 keywords); the calls follow their neighbours' style. */
export const KEYWORD_PACKAGE_API = {
  /** GET page (name, status, networkIds, ids), POST create. */
  packages: '/api/keyword-packages',
  statuses: '/api/keyword-packages/statuses',
  counts: '/api/keyword-packages/count-by-status',
  /** GET one, PUT edit (with version). */
  keywordPackage,
  archive: (id: PathId) => `${keywordPackage(id)}/archive`,
  unarchive: (id: PathId) => `${keywordPackage(id)}/unarchive`,
} as const;
