/**
 * Paths of demand partners, connections and placements. The call catalogue (part 2 §7) names
 * /api/dp (list, all, statuses, get, put, post, count-by-status, connections), /api/dpconnection
 * and /api/placements (list, post, put, get, statuses, archive, unarchive); the rest follow them.
 * The server builds its route patterns from the same functions by passing `:id` and `:dpId`.
 */
export type PathId = number | `:${string}`;

const partner = (id: PathId) => `/api/dp/${id}`;
const partnerConnection = (dpId: PathId, id: PathId) => `${partner(dpId)}/connections/${id}`;
const placement = (id: PathId) => `/api/placements/${id}`;

export const DEMAND_API = {
  /** GET page (page, size, sortProperty, sortDirection, displayName, status), POST create. */
  partners: '/api/dp',
  /** GET picker page (page 0, size up to 1000, displayName, ids). */
  partnerPicker: '/api/dp/all',
  partnerStatuses: '/api/dp/statuses',
  partnerCounts: '/api/dp/count-by-status',
  /** GET one, PUT edit (with version). */
  partner,
  /** GET the visible partners of the list's filter as CSV; its file reads back in as an import. */
  partnerExport: '/api/dp/export',
  /** POST a CSV of partners (part `file`), previewed unless dryRun=false; GET its header line. */
  partnerImport: '/api/dp/import',
  archivePartner: (id: PathId) => `${partner(id)}/archive`,
  unarchivePartner: (id: PathId) => `${partner(id)}/unarchive`,

  /** GET page of all connections (filter, plus networkIds and ids for the picker). */
  connections: '/api/dpconnection',
  connectionCounts: '/api/dpconnection/count-by-status',
  /** GET one partner's connections, POST create (body may carry duplicateOf). */
  partnerConnections: (dpId: PathId) => `${partner(dpId)}/connections`,
  partnerConnectionCounts: (dpId: PathId) => `${partner(dpId)}/connections/count-by-status`,
  /** GET one, PUT edit (with version). */
  connection: partnerConnection,
  archiveConnection: (dpId: PathId, id: PathId) => `${partnerConnection(dpId, id)}/archive`,
  unarchiveConnection: (dpId: PathId, id: PathId) => `${partnerConnection(dpId, id)}/unarchive`,
  /** GET what the tag's calls to the connection came to per day: requests, bids, wins, no bids, timeouts, errors. */
  connectionCalls: (dpId: PathId, id: PathId) => `${partnerConnection(dpId, id)}/calls`,
  /** GET page of the connection's placements (name ascending), PUT { placementIds, version }. */
  connectionPlacements: (dpId: PathId, id: PathId) => `${partnerConnection(dpId, id)}/placements`,

  /** GET page (filter, plus networkIds, publishersIds, ids for the picker), POST create. */
  placements: '/api/placements',
  placementCounts: '/api/placements/count-by-status',
  placementStatuses: '/api/placements/statuses',
  /** GET the placement types as ad formats, with their labels. */
  placementAdFormats: '/api/placements/ad-formats',
  /** GET one, PUT edit (with version). */
  placement,
  archivePlacement: (id: PathId) => `${placement(id)}/archive`,
  unarchivePlacement: (id: PathId) => `${placement(id)}/unarchive`,
  /** PUT { targetingSetId } (null: none): the targeting set the placement's requests must match. */
  placementTargeting: (id: PathId) => `${placement(id)}/targeting`,
} as const;

const deal = (id: PathId) => `/api/deal/${id}`;

/** Part 2 §7 /api/deal: list, statuses, get, post, put; counts, archive and unarchive follow the neighbours. */
export const DEAL_API = {
  /** GET page (name, status, networkIds, ids: also the picker's call), POST create. */
  deals: '/api/deal',
  statuses: '/api/deal/statuses',
  counts: '/api/deal/count-by-status',
  /** GET one, PUT edit (with version). */
  deal,
  archive: (id: PathId) => `${deal(id)}/archive`,
  unarchive: (id: PathId) => `${deal(id)}/unarchive`,
  /** GET the deal as a bid request's `imp.pmp.deals[]` carries it (OpenRTB 2.6). */
  openRtb: (id: PathId) => `${deal(id)}/openrtb`,
} as const;
