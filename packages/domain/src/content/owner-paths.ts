// No zod here: the API path table is on the sign-in page's first load.
type PathId = number | `:${string}`;
/** Part 2 §7 /api/co: list, multipart create and update, count-by-status, details, financial, shares, archive. */
export const CONTENT_OWNERS_API = {
  contentOwners: '/api/co',
  counts: '/api/co/count-by-status',
  statuses: '/api/co/statuses',
  contentOwner: (id: PathId) => `/api/co/${id}/details`,
  /** PUT multipart (details and logo) or JSON. */
  record: (id: PathId) => `/api/co/${id}`,
  archive: (id: PathId) => `/api/co/${id}/archive`,
  unarchive: (id: PathId) => `/api/co/${id}/unarchive`,
  financial: (id: PathId) => `/api/co/${id}/financial`,
  shares: (id: PathId) => `/api/co/${id}/shares`,
} as const;
