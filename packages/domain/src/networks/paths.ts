// No zod here: the API path table is on the sign-in page's first load.
type PathId = number | `:${string}`;

export const NETWORKS_API = {
  /** GET the networks the caller may see (picker), POST create. */
  networks: '/api/networks',
  /** GET one with its brand, PUT edit (with version). */
  network: (id: PathId) => `/api/networks/${id}`,
  /** GET the brand of the signed-in user's network (the product's own when it has none). */
  myBrand: '/api/networks/my-brand',
} as const;
