// No zod here: the API path table is on the sign-in page's first load.
/** Publisher paths (part 2 §7: /api/publishers CRUD, shares, update-cost, sellers; the rest follow their neighbours). */
export const PUBLISHERS_API = {
  publishers: '/api/publishers',
  counts: '/api/publishers/count-by-status',
  statuses: '/api/publishers/statuses',
  publisher: (id: number | `:${string}`) => `/api/publishers/${id}`,
  archive: (id: number | `:${string}`) => `/api/publishers/${id}/archive`,
  unarchive: (id: number | `:${string}`) => `/api/publishers/${id}/unarchive`,
  shares: (id: number | `:${string}`) => `/api/publishers/${id}/shares`,
  updateCost: (id: number | `:${string}`) => `/api/publishers/${id}/update-cost`,
  sellers: (id: number | `:${string}`) => `/api/publishers/${id}/sellers`,
  /** The public sellers.json of the platform's supply chain (no sign-in). */
  sellersJson: '/sellers.json',
} as const;
