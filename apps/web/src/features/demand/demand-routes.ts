/** Where the demand screens live (part 1 §2 navigation); the router declares the same paths. */
export const DEMAND_ROUTES = {
  partners: '/demand/list',
  partnerCreate: '/demand/create',
  partner: (dpId: number) => `/demand/details/${dpId}`,
  partnerEdit: (dpId: number) => `/demand/details/${dpId}/edit`,
  connections: '/connections',
  /** Inside a partner's details the new connection belongs to that partner. */
  connectionCreate: (dpId?: number) =>
    dpId === undefined ? '/demand/connections/create' : `/demand/details/${dpId}/connections/create`,
  connectionEdit: (dpId: number, id: number) => `/demand/details/${dpId}/connections/edit/${id}`,
  connectionDuplicate: (id: number) => `/demand/connections/create/${id}`,
  connectionDetails: (id: number) => `/demand/connection/${id}/details`,
  connectionOverview: (id: number, dpId: number) => `/connections/${id}/demand/${dpId}/details/overview`,
} as const;
