/**
 * Paths of apps, domains and exchange apps (part 2 §7 "Apps" and "Domains"). The catalogue's
 * /exchange-apps calls are served under /api like every other signed-in call; the ads.txt status
 * and crawl calls belong to the ads.txt crawler.
 */
type PathId = number | `:${string}`;

const app = (id: PathId) => `/api/apps/${id}`;
const publisherApp = (id: PathId) => `/api/publisher-apps/apps/${id}`;
const domain = (id: PathId) => `/api/domains/${id}`;

export const APPS_API = {
  /** GET page (searchTerm, ids, publisherIds, networkIds, status: also the picker's call), POST create. */
  apps: '/api/apps',
  /** The inventory screen's name for the same list and create. */
  inventory: '/api/apps/inventory',
  /** PUT an app's edit (with version). */
  inventoryApp: (id: PathId) => `/api/apps/inventory/${id}`,
  /** GET one. */
  app,
  /** GET page of apps by bundle id (bundleId, publisherIds, networkIds, ids): the bundle id picker's call. */
  bundles: '/api/apps/bundles',
  counts: '/api/apps/count-by-status',
  exportCsv: '/api/apps/csv/export',
  /** POST a CSV file (multipart part `file`); `?dryRun=false` writes it, otherwise it is only previewed. */
  importCsv: '/api/apps/csv/import-inventory-apps',
  template: '/api/apps/csv/template',
  archive: (id: PathId) => `${publisherApp(id)}/archive`,
  unarchive: (id: PathId) => `${publisherApp(id)}/unarchive`,
  /** GET one publisher's apps (the list's filter). */
  publisherApps: (publisherId: PathId) => `/api/publishers/${publisherId}/apps`,
} as const;

export const EXCHANGE_APPS_API = {
  /** GET page of bundles seen in traffic that no publisher has claimed (bundleId, sort, paging). */
  list: '/api/exchange-apps',
  /** POST { exchangeAppId, publisherId, ... }: the publisher claims the bundle as its app. */
  claim: '/api/exchange-apps/update-app',
  exportCsv: '/api/exchange-apps/csv/export',
} as const;

export const DOMAINS_API = {
  /** GET page (url, ids, publisherIds, networkIds, status: also the picker's call), POST create. */
  domains: '/api/domains',
  counts: '/api/domains/count-by-status',
  /** GET one, PUT edit (with version). */
  domain,
  archive: (id: PathId) => `${domain(id)}/archive`,
  unarchive: (id: PathId) => `${domain(id)}/unarchive`,
  exportCsv: '/api/domains/csv/export',
  importCsv: '/api/domains/csv/import',
  template: '/api/domains/csv/template',
  /** GET one publisher's domains (page), POST a pasted list of domains for it. */
  publisherDomains: (publisherId: PathId) => `/api/publishers/${publisherId}/domains`,
  /** GET the tag and player snippet of each active placement of the domain's publisher. */
  embeds: (id: PathId) => `${domain(id)}/embeds`,
} as const;

const targetingSet = (id: PathId) => `/api/targeting/${id}`;
const geolocation = '/api/targeting/geolocation';

/** Targeting sets, and the geographic data their places come from (part 2 §7 "Targeting geo"). */
export const TARGETING_API = {
  /** GET page (searchTerm, ids, networkIds, status: also the picker's call), POST create. */
  sets: '/api/targeting',
  counts: '/api/targeting/count-by-status',
  statuses: '/api/targeting/statuses',
  /** GET one, PUT edit (with version). */
  set: targetingSet,
  archive: (id: PathId) => `${targetingSet(id)}/archive`,
  unarchive: (id: PathId) => `${targetingSet(id)}/unarchive`,
  exportCsv: '/api/targeting/csv/export',
  continents: `${geolocation}/continents`,
  /** GET page of countries (searchTerm, continent, subregion): the country picker's call. */
  countries: `${geolocation}/countries`,
  regions: `${geolocation}/regions`,
  subregions: `${geolocation}/subregions`,
  cities: `${geolocation}/cities`,
  /** GET page of countries, regions and cities whose names start with searchTerm's words. */
  search: `${geolocation}/search`,
} as const;
