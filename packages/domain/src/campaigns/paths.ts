import type { PathId } from '../demand/paths';

const advertiser = (id: PathId) => `/api/campaign/advertiser/${id}`;
const order = (id: PathId) => `/api/campaign/order/${id}`;

/**
 * Part 2 §7 "Campaigns (under /api/campaign)": advertiser list, get, create, update and
 * search/similar; order list, get, post, put and statuses. Counts, archive and unarchive follow
 * the neighbours' style (/api/deal).
 */
export const CAMPAIGN_API = {
  /** GET page (name, status, networkIds, ids: also the picker's call), POST create. */
  advertisers: '/api/campaign/advertiser',
  advertiserStatuses: '/api/campaign/advertiser/statuses',
  advertiserCounts: '/api/campaign/advertiser/count-by-status',
  /** GET advertisers whose name is like `searchTerm` (threshold 0.5 unless given), most alike first. */
  similarAdvertisers: '/api/campaign/advertiser/search/similar',
  /** GET one, PUT edit (with version). */
  advertiser,
  archiveAdvertiser: (id: PathId) => `${advertiser(id)}/archive`,
  unarchiveAdvertiser: (id: PathId) => `${advertiser(id)}/unarchive`,

  /** GET page (name, status, networkIds, advertiserIds, ids), POST create. */
  orders: '/api/campaign/order',
  orderStatuses: '/api/campaign/order/statuses',
  orderCounts: '/api/campaign/order/count-by-status',
  /** GET one, PUT edit (with version). */
  order,
  archiveOrder: (id: PathId) => `${order(id)}/archive`,
  unarchiveOrder: (id: PathId) => `${order(id)}/unarchive`,
  /** GET the order's discussion (its messages and the caller's unread count), POST a message to it. */
  discussion: (id: PathId) => `${order(id)}/discussion`,
  /** PUT: the caller has seen every message so far. */
  discussionSeen: (id: PathId) => `${order(id)}/discussion/seen`,
  /** GET the caller's unread counts of the discussions of the orders `ids`. */
  unreadDiscussions: '/api/campaign/order/discussion/unread',
} as const;
