import type { PathId } from '../demand/paths';

const source = (id: PathId) => `/api/sources/${id}`;

/** Squeezeback sources (part 1 §2 sources); the calls follow their neighbours' style. */
export const SOURCE_API = {
  /** GET page (name, status, networkIds, ids), POST create. */
  sources: '/api/sources',
  statuses: '/api/sources/statuses',
  counts: '/api/sources/count-by-status',
  /** GET one, PUT edit (with version). */
  source,
  archive: (id: PathId) => `${source(id)}/archive`,
  unarchive: (id: PathId) => `${source(id)}/unarchive`,
  /** GET a PNG of the squeezeback frame: the live picture's latest frame placed in its layout. */
  preview: (id: PathId) => `${source(id)}/preview`,
} as const;
