import { z } from 'zod';
import { ActiveInactiveSchema, DeviceTypeSchema, EntityStatusSchema, PlatformSchema } from '../enumerations';
import { IdSchema } from '../ids';
import { IdListSchema } from '../list-schemas';
import { FIELD_MESSAGES } from '../patterns';
import {
  RECORD_COLUMN_LABELS,
  SearchTextSchema,
  sortedPageSchema,
  statusFilterSchema,
  VersionSchema,
} from '../records';
import { NetworkRefSchema } from '../user';
import { DayPartingSchema, SavedDayPartingSchema } from './targeting-day-parts';
import { GeoPlacesSchema } from './targeting-geo';

export const TARGETING_SORT_PROPERTIES = ['name', 'status', 'createdOn'] as const;
export const DEFAULT_TARGETING_SORT = { sortProperty: 'name', sortDirection: 'asc' } as const;

export const TARGETING_MESSAGES = {
  bothIncludedAndExcluded: (what: string, codes: readonly string[]) =>
    `${what} both included and excluded: ${codes.join(', ')}`,
  duplicate: 'This network already has a targeting set of this name',
  appsNotFound: (ids: readonly number[]) => `No such app: ${ids.join(', ')}`,
  domainsNotFound: (ids: readonly number[]) => `No such domain: ${ids.join(', ')}`,
  unknownPlaces: (codes: readonly string[]) => `Not places of the geographic data: ${codes.join(', ')}`,
  otherNetwork: 'The targeting set and the placement must be of the same network',
  setNotFound: 'Targeting set not found',
} as const;

export const TARGETING_NOTICES = {
  created: 'Targeting set created successfully',
  updated: 'Targeting set updated successfully',
  archived: 'Targeting set archived successfully',
  unarchived: 'Targeting set unarchived successfully',
  errorSave: 'Error occurred during targeting set save',
  errorStatus: 'Error occurred during targeting set status change',
  errorFetching: 'Error occurred while fetching targeting sets',
  attached: 'Targeting set attached to the placement',
  detached: 'Targeting set removed from the placement',
} as const;

/** The placement page's line about its latest targeting change, which it offers to undo. */
export const TARGETING_CHANGE_TEXT = {
  attached: 'Targeting set attached',
  detached: 'Targeting set removed',
  replaced: 'Targeting set replaced',
  by: (what: string, who: string | null, when: string) => `${what}${who ? ` by ${who}` : ''} on ${when}.`,
} as const;

/** How the latest change moved a placement's targeting set: attached, detached or replaced. */
export function targetingChangeOf(before: unknown, after: unknown): 'attached' | 'detached' | 'replaced' {
  if (before === null) return 'attached';
  return after === null ? 'detached' : 'replaced';
}

const BundleIdSchema = z.string().trim().min(1).max(500);

/** An app of the set as it was when the set was saved: its bundle id is what requests name. */
export const TargetedAppSchema = z.object({ id: z.number().int(), name: z.string(), bundleId: z.string() });
/** A domain of the set, its url as the domain record writes it (http://host). */
export const TargetedDomainSchema = z.object({ id: z.number().int(), url: z.string() });
export type TargetedApp = z.infer<typeof TargetedAppSchema>;
export type TargetedDomain = z.infer<typeof TargetedDomainSchema>;

export const GeoTargetingSchema = z.object({ include: GeoPlacesSchema, exclude: GeoPlacesSchema });

export const TargetingSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: EntityStatusSchema,
  network: z.nullable(NetworkRefSchema),
  geo: z.object({ include: GeoPlacesSchema, exclude: GeoPlacesSchema }),
  deviceTypes: z.array(DeviceTypeSchema),
  platforms: z.array(PlatformSchema),
  apps: z.array(TargetedAppSchema),
  bundleIds: z.array(z.string()),
  domains: z.array(TargetedDomainSchema),
  dayParting: SavedDayPartingSchema,
  createdOn: z.string(),
  updatedOn: z.string(),
  version: z.number().int(),
});
export type TargetingSet = z.output<typeof TargetingSetSchema>;

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .default([])
    .transform((items) => [...new Set(items)] as z.output<T>[]);

type TargetingFields = z.output<typeof TargetingFieldsSchema>;

const GEO_KINDS = [
  { key: 'countries', what: 'Countries', codeOf: (code: string) => code },
  { key: 'regions', what: 'Regions', codeOf: (code: string) => code },
  { key: 'cities', what: 'Cities', codeOf: (city: { name: string }) => city.name },
] as const;

const keyOf = (place: string | { id: number }) => (typeof place === 'string' ? place : place.id);

/** The places of a kind that the set both includes and excludes, named as the message shows them. */
export function placesBothWays(
  geo: TargetingFields['geo'],
  kind: (typeof GEO_KINDS)[number]['key'],
): string[] {
  const excluded = new Set<string | number>(geo.exclude[kind].map(keyOf));
  const spec = GEO_KINDS.find((entry) => entry.key === kind)!;
  return geo.include[kind]
    .filter((place) => excluded.has(keyOf(place)))
    .map((place) => (spec.codeOf as (value: typeof place) => string)(place));
}

const TargetingFieldsSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.required('Name')).max(200),
  status: ActiveInactiveSchema.default('ACTIVE'),
  /** Null: no network. A network user's sets are always in its own network. */
  networkId: IdSchema.nullable().default(null),
  geo: z
    .object({ include: GeoPlacesSchema.prefault({}), exclude: GeoPlacesSchema.prefault({}) })
    .prefault({}),
  deviceTypes: uniqueList(DeviceTypeSchema, 8),
  platforms: uniqueList(PlatformSchema, 4),
  appIds: uniqueList(IdSchema, 1000),
  bundleIds: uniqueList(BundleIdSchema, 1000),
  domainIds: uniqueList(IdSchema, 1000),
  dayParting: DayPartingSchema.prefault({}),
});

/** No place may be both included and excluded: the message sits under the excluded list. */
const targetingRules = <T extends z.ZodType<TargetingFields>>(schema: T) =>
  schema.superRefine((set, ctx) => {
    for (const { key, what } of GEO_KINDS) {
      const both = placesBothWays(set.geo, key);
      if (both.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: TARGETING_MESSAGES.bothIncludedAndExcluded(what, both),
          path: ['geo', 'exclude', key],
        });
    }
  });

export const TargetingInputSchema = targetingRules(TargetingFieldsSchema);
export type TargetingInput = z.input<typeof TargetingInputSchema>;
export const TargetingUpdateSchema = targetingRules(TargetingFieldsSchema.extend({ version: VersionSchema }));
export type TargetingUpdate = z.input<typeof TargetingUpdateSchema>;

/** A set as its edit form opens and a revert writes it back. */
export const targetingInputOf = (set: TargetingSet): TargetingInput => ({
  name: set.name,
  status: set.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  networkId: set.network?.id ?? null,
  geo: set.geo,
  deviceTypes: set.deviceTypes,
  platforms: set.platforms,
  appIds: set.apps.map((app) => app.id),
  bundleIds: set.bundleIds,
  domainIds: set.domains.map((domain) => domain.id),
  dayParting: set.dayParting,
});

/** The targeting sets list and picker. */
export const TargetingListFilterSchema = sortedPageSchema(
  TARGETING_SORT_PROPERTIES,
  DEFAULT_TARGETING_SORT,
).extend({
  searchTerm: SearchTextSchema,
  status: statusFilterSchema(),
  networkIds: IdListSchema,
  ids: IdListSchema,
});
export const TargetingCountFilterSchema = TargetingListFilterSchema.pick({
  searchTerm: true,
  networkIds: true,
});

/** PUT /api/placements/{id}/targeting: the set the placement's requests must match, or none. */
export const PlacementTargetingSchema = z.object({
  targetingSetId: IdSchema.nullable(),
  version: VersionSchema,
});
export type PlacementTargeting = z.infer<typeof PlacementTargetingSchema>;

export const TARGETING_COLUMN_LABELS = {
  ...RECORD_COLUMN_LABELS,
  network: 'Network',
  targets: 'Targets',
} as const;
