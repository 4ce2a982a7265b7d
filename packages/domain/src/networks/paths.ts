// No zod here: the API path table is on the sign-in page's first load.
export const NETWORKS_API = { networks: '/api/networks' } as const;
