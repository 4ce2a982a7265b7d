import type { PathId } from '../demand/paths';

const genre = (id: PathId) => `/api/taxonomy/genres/${id}`;

/** The genre tree of the taxonomy (part 1 §2 taxonomy); the calls follow their neighbours' style. */
export const TAXONOMY_API = {
  /** GET page (name, status, networkIds, ids, parentIds), POST create. */
  genres: '/api/taxonomy/genres',
  statuses: '/api/taxonomy/genres/statuses',
  counts: '/api/taxonomy/genres/count-by-status',
  /** GET the IAB Content Taxonomy categories a genre maps to. */
  iabCategories: '/api/taxonomy/iab-categories',
  /** GET one, PUT edit (with version). */
  genre,
  archive: (id: PathId) => `${genre(id)}/archive`,
  unarchive: (id: PathId) => `${genre(id)}/unarchive`,
} as const;
