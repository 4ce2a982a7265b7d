// No zod here: the API path table is on the sign-in page's first load.
/** Publisher paths (not shown in the spec; they follow its neighbours): the list and one by id. */
export const PUBLISHERS_API = {
  publishers: '/api/publishers',
  publisher: (id: number | `:${string}`) => `/api/publishers/${id}`,
} as const;
