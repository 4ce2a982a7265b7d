// No zod here: the API path table is on the sign-in page's first load.
/** Content owner paths (not shown in the spec): the list (filter of coIds) and one owner's details. */
export const CONTENT_OWNERS_API = {
  contentOwners: '/api/co',
  counts: '/api/co/count-by-status',
  contentOwner: (id: number | `:${string}`) => `/api/co/${id}/details`,
} as const;
