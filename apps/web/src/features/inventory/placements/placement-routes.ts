/** Where the placement screens live; the router declares the same paths. */
export const PLACEMENT_ROUTES = {
  list: '/placements',
  create: '/placements/create',
  edit: (id: number) => `/placements/edit/${id}`,
} as const;
