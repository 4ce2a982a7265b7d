import { z } from 'zod';
import {
  ActiveInactiveSchema,
  EntityStatusSchema,
  PLAYLIST_FEED_CATEGORIES,
  PlatformSchema,
  PlaylistFeedCategoryIdSchema,
  PublicationStatusSchema,
  SelectionScopeSchema,
  TierSchema,
} from '../enumerations';
import { IdSchema } from '../ids';
import { CountryCodeSchema } from '../inventory/targeting-geo';
import { commaListSchema, IdListSchema } from '../list-schemas';
import { MONEY_MAX, moneySchema } from '../money';
import type { Sort } from '../paging';
import { FIELD_MESSAGES } from '../patterns';
import { CurrencySchema, idListInputSchema } from '../record-fields';
import {
  NotesSchema,
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';
import { SUPPLY_PACKAGE_MESSAGES } from './marketplace-messages';

export const PACKAGE_PLACEMENTS_MAX = 1000;
export const PACKAGE_COUNTRIES_MAX = 250;

/** The genres a package's content carries: the feed categories of part 2 §3. */
export const GENRE_OPTIONS = PLAYLIST_FEED_CATEGORIES.map((genre) => ({ key: genre.id, label: genre.title }));
export const genreTitle = (id: number) =>
  PLAYLIST_FEED_CATEGORIES.find((genre) => genre.id === id)?.title ?? String(id);

export const SUPPLY_PACKAGE_SORT_PROPERTIES = [
  'name',
  'tier',
  'floorCpm',
  'publicationStatus',
  'status',
  'createdOn',
] as const;
export const DEFAULT_SUPPLY_PACKAGE_SORT = {
  sortProperty: 'name',
  sortDirection: 'asc',
} as const satisfies Sort;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

export const SupplyPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  publicationStatus: PublicationStatusSchema,
  tier: TierSchema,
  floorCpm: z.number(),
  currency: CurrencySchema,
  selectionScope: SelectionScopeSchema,
  placements: z.array(RefSchema),
  platforms: z.array(PlatformSchema),
  countries: z.array(z.string()),
  genreIds: z.array(z.number().int()),
  targetingSet: z.nullable(RefSchema),
  sharedWith: z.array(RefSchema),
  description: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type SupplyPackage = z.infer<typeof SupplyPackageSchema>;

const uniqueList = <T extends z.ZodType>(item: T, field: string, max: number) =>
  z
    .array(item)
    .max(max, `${field}: at most ${max}`)
    .default([])
    .transform((values) => [...new Set(values as z.output<T>[])]);

const SupplyPackageFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  /** Null: no network. A network user's packages are always in its own network. */
  networkId: IdSchema.nullable().default(null),
  tier: TierSchema.default('STANDARD'),
  floorCpm: moneySchema('Floor CPM'),
  currency: CurrencySchema.default('USD'),
  selectionScope: SelectionScopeSchema.default('SELECTED'),
  placementIds: idListInputSchema('Placements', PACKAGE_PLACEMENTS_MAX),
  platforms: uniqueList(PlatformSchema, 'Platforms', PlatformSchema.options.length),
  countries: uniqueList(CountryCodeSchema, 'Countries', PACKAGE_COUNTRIES_MAX),
  genreIds: uniqueList(PlaylistFeedCategoryIdSchema, 'Genres', PLAYLIST_FEED_CATEGORIES.length),
  targetingSetId: IdSchema.nullable().default(null),
  description: NotesSchema,
});
type SupplyPackageFields = z.output<typeof SupplyPackageFieldsSchema>;

const packageRules = <T extends z.ZodType<SupplyPackageFields>>(schema: T) =>
  schema
    .refine((fields) => fields.selectionScope !== 'SELECTED' || fields.placementIds.length > 0, {
      path: ['placementIds'],
      message: SUPPLY_PACKAGE_MESSAGES.selectedNeedsInventory,
    })
    .refine((fields) => fields.selectionScope !== 'ALL' || fields.placementIds.length === 0, {
      path: ['placementIds'],
      message: SUPPLY_PACKAGE_MESSAGES.allTakesNoPlacements,
    });

export const SupplyPackageInputSchema = packageRules(SupplyPackageFieldsSchema);
export type SupplyPackageInput = z.input<typeof SupplyPackageInputSchema>;
export const SupplyPackageUpdateSchema = packageRules(
  SupplyPackageFieldsSchema.extend({ version: VersionSchema }),
);
export type SupplyPackageUpdate = z.input<typeof SupplyPackageUpdateSchema>;

const FloorSchema = z.coerce.number().min(0).max(MONEY_MAX).optional();

/** The marketplace's browse filters: platform, geo, genre, tier and a floor range, beside the record's own. */
export const SupplyPackageListFilterSchema = sortedPageSchema(
  SUPPLY_PACKAGE_SORT_PROPERTIES,
  DEFAULT_SUPPLY_PACKAGE_SORT,
).extend({
  name: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
  platforms: commaListSchema(PlatformSchema),
  countries: commaListSchema(CountryCodeSchema),
  genreIds: commaListSchema(z.coerce.number().int()),
  tiers: commaListSchema(TierSchema),
  publicationStatuses: commaListSchema(PublicationStatusSchema),
  floorMin: FloorSchema,
  floorMax: FloorSchema,
});
export type SupplyPackageListFilter = z.output<typeof SupplyPackageListFilterSchema>;
export const SupplyPackageCountFilterSchema = SupplyPackageListFilterSchema.omit({
  page: true,
  size: true,
  sortProperty: true,
  sortDirection: true,
  status: true,
  ids: true,
});

/** A package as its edit form opens and a revert writes it back. */
export const supplyPackageInputOf = (pkg: SupplyPackage): SupplyPackageInput => ({
  name: pkg.name,
  status: pkg.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  networkId: pkg.network?.id ?? null,
  tier: pkg.tier,
  floorCpm: pkg.floorCpm,
  currency: pkg.currency,
  selectionScope: pkg.selectionScope,
  placementIds: pkg.placements.map((placement) => placement.id),
  platforms: pkg.platforms,
  countries: pkg.countries,
  genreIds: pkg.genreIds as SupplyPackageInput['genreIds'],
  targetingSetId: pkg.targetingSet?.id ?? null,
  description: pkg.description,
});

export const SUPPLY_PACKAGE_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  network: 'Network',
  publicationStatus: 'Publication',
  tier: 'Tier',
  floorCpm: 'Floor CPM',
  currency: 'Currency',
  selectionScope: 'Inventory',
  placements: 'Placements',
  platforms: 'Platforms',
  countries: 'Countries',
  genreIds: 'Genres',
  targetingSet: 'Audience and content',
  sharedWith: 'Shared with',
  description: 'Description',
} as const;

/** A move of the publication status. */
export const PublicationMoveSchema = z.object({ to: PublicationStatusSchema, version: VersionSchema });
export type PublicationMove = z.infer<typeof PublicationMoveSchema>;

/** The networks a published package is offered to. */
export const PackageSharesSchema = z.object({
  networkIds: idListInputSchema('Networks', 1000),
  version: VersionSchema,
});
export type PackageShares = z.input<typeof PackageSharesSchema>;

/** The last 30 days of a package's inventory, from the report facts; a figure without traffic is null. */
export const PackagePerformanceSchema = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  adRequests: z.number().nullable(),
  adImpressions: z.number().nullable(),
  fillRate: z.number().nullable(),
  eCpm: z.number().nullable(),
});
export type PackagePerformance = z.infer<typeof PackagePerformanceSchema>;

/**
 * 'Make a deal' from a package: the deal's own fields. Its floor, currency, network and placements
 * are the package's; the deal's rules are then checked like every other deal's.
 */
export const PackageDealSchema = z.object({
  name: z.string(),
  dealId: z.string(),
  dealType: z.string(),
  auctionType: z.string(),
  buyerSeats: z.array(z.string()).max(1000).default([]),
  advertiserDomains: z.array(z.string()).max(1000).default([]),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  connectionIds: z.array(z.number().int()).max(1000).default([]),
});
export type PackageDeal = z.input<typeof PackageDealSchema>;

/** Another network's package as the networks it is shared with see it: what it sells, not how it is made. */
export const OfferedPackageSchema = SupplyPackageSchema.pick({
  id: true,
  name: true,
  network: true,
  tier: true,
  floorCpm: true,
  currency: true,
  platforms: true,
  countries: true,
  genreIds: true,
});
export type OfferedPackage = z.infer<typeof OfferedPackageSchema>;

export const MarketplaceQuerySchema = z.object({ networkId: z.coerce.number().int().positive().optional() });

/** A network's side of the marketplace: its published packages (with whom each is shared) and the ones shared with it. */
export const MarketplaceExchangeSchema = z.object({
  networkId: z.number().int(),
  offers: z.array(SupplyPackageSchema),
  takes: z.array(OfferedPackageSchema),
});
export type MarketplaceExchange = z.infer<typeof MarketplaceExchangeSchema>;
