import type { PathId } from '../demand/paths';

const supplyPackage = (id: PathId) => `/api/supply-packages/${id}`;

/** Supply packages (part 1 §2 supply-marketplace): the record's calls and the package's own. */
export const SUPPLY_PACKAGE_API = {
  /** GET page (name, status, networkIds, ids, platform, country, genreId, tier, floor range), POST create. */
  packages: '/api/supply-packages',
  statuses: '/api/supply-packages/statuses',
  counts: '/api/supply-packages/count-by-status',
  /** GET one, PUT edit (with version). */
  supplyPackage,
  archive: (id: PathId) => `${supplyPackage(id)}/archive`,
  unarchive: (id: PathId) => `${supplyPackage(id)}/unarchive`,
  /** POST { to, version }: moves the package's publication status. */
  publication: (id: PathId) => `${supplyPackage(id)}/publication`,
  /** GET the last 30 days of requests, impressions, fill and eCPM of its inventory. */
  performance: (id: PathId) => `${supplyPackage(id)}/performance`,
  /** GET ?startDate&endDate (default: the next 30 days): the forecast of its active inventory. */
  forecast: (id: PathId) => `${supplyPackage(id)}/forecast`,
  /** POST a deal's own fields: a deal on the package's inventory at its floor. */
  deal: (id: PathId) => `${supplyPackage(id)}/deal`,
  /** PUT { networkIds, version }: the networks the published package is offered to. */
  shares: (id: PathId) => `${supplyPackage(id)}/shares`,
} as const;

/** The marketplace between networks (part 1 §2 marketplace). */
export const MARKETPLACE_API = {
  /** GET ?networkId: what the network offers (its packages shared to others) and takes (others' shared with it). */
  exchange: '/api/marketplace',
} as const;

/** Marketplace routing (part 1 §2 marketplace-routing): one network's ordered rules. */
export const ROUTING_API = {
  /** GET ?networkId, PUT { networkId, rules, version }. */
  rules: '/api/marketplace-routing',
  /** POST { networkId, rules }: the checks and the last 7 days' preview, nothing saved. */
  check: '/api/marketplace-routing/check',
} as const;
