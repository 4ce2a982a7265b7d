import { z } from 'zod';
import { ActiveInactiveSchema, AuctionPricingSchema, EntityStatusSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { IdListSchema } from '../list-schemas';
import { moneySchema } from '../money';
import type { Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import {
  advertiserDomainsSchema,
  CurrencySchema,
  flightInOrder,
  idListInputSchema,
  optionalDateSchema,
  RECORD_FIELD_MESSAGES,
  textListSchema,
} from '../record-fields';
import {
  NotesSchema,
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';
import { DEAL_MESSAGES } from './deal-messages';

/** OpenRTB 2.6 deal kinds: a guaranteed buy, a preferred (first look, unreserved) deal, a private auction. */
export const DealTypeSchema = z.enum(['PROGRAMMATIC_GUARANTEED', 'PREFERRED_DEAL', 'PRIVATE_AUCTION']);
export type DealType = z.infer<typeof DealTypeSchema>;
export const DEAL_TYPE_OPTIONS = [
  { key: 'PROGRAMMATIC_GUARANTEED', label: 'Programmatic guaranteed' },
  { key: 'PREFERRED_DEAL', label: 'Preferred deal' },
  { key: 'PRIVATE_AUCTION', label: 'Private auction' },
] as const satisfies readonly { key: DealType; label: string }[];

/** Currencies a deal's floor may be written in (ISO 4217). */
export const DealCurrencySchema = CurrencySchema;
export type DealCurrency = z.infer<typeof DealCurrencySchema>;

/** The id bidders receive in `pmp.deals[].id`: letters, digits and `.`, `_`, `~`, `-`, so it travels unescaped in URLs and macros. */
export const DEAL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,63}$/;
/** A buyer seat as the bidder names it: printable, no spaces. */
const SEAT_PATTERN = /^[\x21-\x7e]{1,64}$/;
export const DEAL_LIST_MAX = 100;
export const DEAL_TARGETS_MAX = 1000;

export const DEAL_SORT_PROPERTIES = [
  'name',
  'dealId',
  'dealType',
  'auctionType',
  'floorCpm',
  'startDate',
  'endDate',
  'status',
  'createdOn',
] as const;
export type DealSortProperty = (typeof DEAL_SORT_PROPERTIES)[number];
export const DEFAULT_DEAL_SORT = { sortProperty: 'name', sortDirection: 'asc' } as const satisfies Sort;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

export const DealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  dealId: z.string(),
  dealType: DealTypeSchema,
  auctionType: AuctionPricingSchema,
  floorCpm: z.number(),
  currency: DealCurrencySchema,
  buyerSeats: z.array(z.string()),
  advertiserDomains: z.array(z.string()),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  placements: z.array(RefSchema),
  connections: z.array(RefSchema),
  notes: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type Deal = z.infer<typeof DealSchema>;

export const DealFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  dealId: z
    .string({ error: FIELD_MESSAGES.required('Deal ID') })
    .trim()
    .min(1, FIELD_MESSAGES.required('Deal ID'))
    .regex(DEAL_ID_PATTERN, DEAL_MESSAGES.dealId),
  status: ActiveInactiveSchema.default('ACTIVE'),
  /** Null: no network. A network user's deals are always in its own network. */
  networkId: IdSchema.nullable().default(null),
  dealType: DealTypeSchema,
  auctionType: AuctionPricingSchema,
  floorCpm: moneySchema('Floor CPM'),
  currency: DealCurrencySchema.default('USD'),
  buyerSeats: textListSchema('Buyer seats', {
    pattern: SEAT_PATTERN,
    message: DEAL_MESSAGES.buyerSeat,
    max: DEAL_LIST_MAX,
    normalise: (seat) => seat,
  }),
  advertiserDomains: advertiserDomainsSchema('Advertiser domains', DEAL_LIST_MAX),
  startDate: optionalDateSchema('Start date'),
  endDate: optionalDateSchema('End date'),
  placementIds: idListInputSchema('Placements', DEAL_TARGETS_MAX),
  connectionIds: idListInputSchema('Connections', DEAL_TARGETS_MAX),
  notes: NotesSchema,
});

type DealFields = z.output<typeof DealFieldsSchema>;

/** A fixed-price deal (guaranteed or preferred) is sold at its floor; a private auction is a first or second price one. */
export const auctionFitsDealType = (deal: Pick<DealFields, 'dealType' | 'auctionType'>): boolean =>
  deal.dealType === 'PRIVATE_AUCTION'
    ? deal.auctionType !== 'BID_FLOOR_PRICE'
    : deal.auctionType === 'BID_FLOOR_PRICE';

const dealRules = <T extends z.ZodType<DealFields>>(schema: T) =>
  schema
    .refine(auctionFitsDealType, {
      path: ['auctionType'],
      message: DEAL_MESSAGES.auctionForType,
    })
    .refine(flightInOrder, {
      path: ['endDate'],
      message: RECORD_FIELD_MESSAGES.endBeforeStart,
    });

export const DealInputSchema = dealRules(DealFieldsSchema);
export type DealInput = z.input<typeof DealInputSchema>;
export const DealUpdateSchema = dealRules(DealFieldsSchema.extend({ version: VersionSchema }));
export type DealUpdate = z.input<typeof DealUpdateSchema>;

/** The deals list and picker (part 2 §7 picker: page 0, size 1000, name, ids). */
export const DealListFilterSchema = sortedPageSchema(DEAL_SORT_PROPERTIES, DEFAULT_DEAL_SORT).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
});
export const DealCountFilterSchema = DealListFilterSchema.pick({ name: true, networkIds: true });

/** A deal as its edit form opens and a revert writes it back. */
export const dealInputOf = (deal: Deal): DealInput => ({
  name: deal.name,
  dealId: deal.dealId,
  status: deal.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  networkId: deal.network?.id ?? null,
  dealType: deal.dealType,
  auctionType: deal.auctionType,
  floorCpm: deal.floorCpm,
  currency: deal.currency,
  buyerSeats: deal.buyerSeats,
  advertiserDomains: deal.advertiserDomains,
  startDate: deal.startDate,
  endDate: deal.endDate,
  placementIds: deal.placements.map((placement) => placement.id),
  connectionIds: deal.connections.map((connection) => connection.id),
  notes: deal.notes,
});

/** The deals list's column headers, on the screen and in the CSV export. */
export const DEAL_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  dealId: 'Deal ID',
  dealType: 'Deal type',
  auctionType: 'Auction',
  floorCpm: 'Floor CPM',
  currency: 'Currency',
  network: 'Network',
  startDate: 'Start',
  endDate: 'End',
  buyerSeats: 'Buyer seats',
  advertiserDomains: 'Advertiser domains',
  placements: 'Placements',
  connections: 'Connections',
} as const;

/** OpenRTB 2.6 `at` of a deal: 1 first price, 2 second price plus, 3 the floor is the agreed deal price. */
const AUCTION_TYPE_AT = { FIRST_PRICE: 1, SECOND_PRICE: 2, BID_FLOOR_PRICE: 3 } as const;

/** What a buyer's bidder reads of the deal in a bid request's `imp.pmp.deals[]` (OpenRTB 2.6 Deal object). */
export function openRtbDeal(deal: Deal): OpenRtbDeal {
  return {
    id: deal.dealId,
    bidfloor: deal.floorCpm,
    bidfloorcur: deal.currency,
    at: AUCTION_TYPE_AT[deal.auctionType],
    ...(deal.buyerSeats.length > 0 && { wseat: deal.buyerSeats }),
    ...(deal.advertiserDomains.length > 0 && { wadomain: deal.advertiserDomains }),
    guar: deal.dealType === 'PROGRAMMATIC_GUARANTEED' ? 1 : 0,
  };
}

/** The OpenRTB 2.6 Deal object a bidder receives (`imp.pmp.deals[]`). */
export const OpenRtbDealSchema = z.object({
  id: z.string(),
  bidfloor: z.number(),
  bidfloorcur: z.string(),
  at: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  wseat: z.array(z.string()).optional(),
  wadomain: z.array(z.string()).optional(),
  guar: z.union([z.literal(0), z.literal(1)]),
});
export type OpenRtbDeal = z.infer<typeof OpenRtbDealSchema>;
