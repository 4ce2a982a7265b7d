// No zod here: the API path table is on the sign-in page's first load.
type PathId = number | `:${string}`;

const ooApp = (id: PathId) => `/api/oo-apps/${id}`;
const rokuApp = (id: PathId) => `/api/roku-app/${id}`;

/** O&O apps (part 1 §2 owned-operated-apps); the spec names no path, so they follow /api/deal's style. */
export const OO_APP_API = {
  ooApps: '/api/oo-apps',
  counts: '/api/oo-apps/count-by-status',
  statuses: '/api/oo-apps/statuses',
  ooApp,
  archive: (id: PathId) => `${ooApp(id)}/archive`,
  unarchive: (id: PathId) => `${ooApp(id)}/unarchive`,
} as const;

/** Part 2 §7: 'Roku endpoints are under /api/roku-app'. An O&O app's Roku side, by the app's id. */
export const ROKU_APP_API = {
  /** PUT multipart `file` (PNG or JPG) with optional `version`: one of the eight images. */
  image: (id: PathId, key: PathId | string) => `${rokuApp(id)}/images/${key}`,
  /** PUT the app JSON. */
  appJson: (id: PathId) => `${rokuApp(id)}/app-json`,
  /** PUT `{ status, version }`: part 2 §4 'A Roku feed status is updated with a status value'. */
  feedStatus: (id: PathId) => `${rokuApp(id)}/feed-status`,
  /** Public, no sign-in: the app's content feed in Roku's JSON feed format. */
  feed: (id: PathId) => `${rokuApp(id)}/feed.json`,
  /** POST queues a channel build; GET lists the app's builds, newest first. */
  builds: (id: PathId) => `${rokuApp(id)}/builds`,
  /** GET the built channel package (a zip to sideload). */
  buildPackage: (id: PathId, buildId: PathId) => `${rokuApp(id)}/builds/${buildId}/package`,
} as const;
