import type { PathId } from '../demand/paths';

const advertiser = (id: PathId) => `/api/campaign/advertiser/${id}`;
const order = (id: PathId) => `/api/campaign/order/${id}`;
const creative = (id: PathId) => `/api/campaign/creative/${id}`;
const lineItem = (id: PathId) => `/api/campaign/lineitem/${id}`;
const displayCreative = (id: PathId) => `/api/campaign/display-creative/${id}`;

/**
 * Part 2 §7 "Campaigns (under /api/campaign)": advertiser list, get, create, update and
 * search/similar; order list, get, post, put and statuses; line item list, get, post, put,
 * statuses, health-statuses, refresh-all-health-statuses, delivery-statuses, extend and the
 * status-name call; creative list, multipart create, `PUT creative/{id}`, `PUT creative/{id}/{status}`,
 * statuses and `PUT reprocess`. Counts, archive and unarchive follow the neighbours' style
 * (/api/deal); a creative's archive and unarchive are its status-name calls.
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

  /** GET page (name, status, networkIds, advertiserIds, types, ids), POST create (JSON, or multipart with the video file). */
  creatives: '/api/campaign/creative',
  creativeStatuses: '/api/campaign/creative/statuses',
  creativeCounts: '/api/campaign/creative/count-by-status',
  /** POST a VAST (XML or URL) and the creative's duration: its problems, each at its element, before saving. */
  validateVast: '/api/campaign/creative/vast/validate',
  /** GET one, PUT edit (with version; JSON, or multipart with a new video file). */
  creative,
  /** PUT creative/{id}/{status}: ARCHIVED archives, ACTIVE brings it back. */
  archiveCreative: (id: PathId) => `${creative(id)}/ARCHIVED`,
  unarchiveCreative: (id: PathId) => `${creative(id)}/ACTIVE`,
  /** PUT: probe the video file again (a failed processing's retry). */
  reprocessCreative: (id: PathId) => `${creative(id)}/reprocess`,
  /** GET the line items of the campaigns the creative is linked to, by name. */
  creativeLineItems: (id: PathId) => `${creative(id)}/lineitems`,
  /** GET page (name, status, networkIds, orderIds, ids: also the picker's call), POST create. */
  lineItems: '/api/campaign/lineitem',
  lineItemStatuses: '/api/campaign/lineitem/statuses',
  lineItemCounts: '/api/campaign/lineitem/count-by-status',
  /** GET the delivery to date (impressions, spent budget, eCPM, delivered %) of the line items `ids`, read from the facts. */
  lineItemDeliveryStatuses: '/api/campaign/lineitem/delivery-statuses',
  /** GET the delivery, pace and health now of the line items `ids`, read from the facts. */
  lineItemHealthStatuses: '/api/campaign/lineitem/health-statuses',
  /** POST: queues the refresh of every active line item's stored health (what the list shows). */
  refreshLineItemHealth: '/api/campaign/lineitem/refresh-all-health-statuses',
  /** GET one, PUT edit (with version). */
  lineItem,
  archiveLineItem: (id: PathId) => `${lineItem(id)}/archive`,
  unarchiveLineItem: (id: PathId) => `${lineItem(id)}/unarchive`,
  /** POST a later end date. */
  extendLineItem: (id: PathId) => `${lineItem(id)}/extend`,
  /** PUT: moves the line item to the status named (ACTIVE, INACTIVE, ARCHIVED). */
  lineItemStatus: (id: PathId, status: string) => `${lineItem(id)}/${status}`,
  /** POST ?orderId= multipart `file` (and `description`): an IO document or creative asset of the campaign. */
  fileUpload: '/api/campaign/file-upload',

  /** GET page (name, status, networkIds, advertiserIds, ids), POST create (multipart with the image). */
  displayCreatives: '/api/campaign/display-creative',
  displayCreativeStatuses: '/api/campaign/display-creative/statuses',
  displayCreativeCounts: '/api/campaign/display-creative/count-by-status',
  /** GET one, PUT edit (with version; JSON, or multipart with a new image). */
  displayCreative,
  archiveDisplayCreative: (id: PathId) => `${displayCreative(id)}/archive`,
  unarchiveDisplayCreative: (id: PathId) => `${displayCreative(id)}/unarchive`,
  /** POST a dynamic creative from a template and an advertiser's assets: a VAST creative of 15 s. */
  dcoCreative: '/api/campaign/dco/creative',

  /** GET the campaign home: orders by status, running line items by health and pace, this week's flights, unread discussions. */
  dashboard: '/api/campaign/dashboard',
  /** GET the designer's home: video creatives by processing state, the failed ones. */
  designerDashboard: '/api/campaign/dashboard/designer',
} as const;
