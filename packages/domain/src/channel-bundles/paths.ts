import type { PathId } from '../demand/paths';

const bundle = (id: PathId) => `/api/channel-bundles/${id}`;

/** Channel bundles (part 1 §2 channel-bundles); the calls follow their neighbours' style. */
export const CHANNEL_BUNDLE_API = {
  /** GET page (name, status, networkIds, ids), POST create. */
  bundles: '/api/channel-bundles',
  statuses: '/api/channel-bundles/statuses',
  counts: '/api/channel-bundles/count-by-status',
  /** GET one, PUT edit (with version). */
  bundle,
  archive: (id: PathId) => `${bundle(id)}/archive`,
  unarchive: (id: PathId) => `${bundle(id)}/unarchive`,
} as const;
