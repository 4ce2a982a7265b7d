import { z } from 'zod';
import { PlacementTypeSchema } from '../enumerations';
import { EPG_RATINGS } from '../keyword-packages/epg-keywords';
import {
  AD_FACT_COUNTERS,
  AD_FACT_DIMENSION_COLUMNS,
  AD_FACT_ID_COLUMNS,
  AD_FACT_MONEY,
  VIEW_FACT_COUNTERS,
} from './facts';

export const FACT_KINDS = ['ad', 'view'] as const;
export const FactKindSchema = z.enum(FACT_KINDS);
export type FactKind = z.infer<typeof FactKindSchema>;

export const BatchIdSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9._:-]{1,100}$/,
    'A batch id is 1 to 100 letters, digits, dots, dashes, colons or underscores',
  );

/** An hour on the UTC clock: '2026-11-23T14:00:00Z' (or without the Z, read as UTC). */
const HourSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}[T ]\d{2}:00(:00(\.0+)?)?Z?$/,
    'hour must be a whole UTC hour like 2026-11-23T14:00:00Z',
  )
  .transform((value) => `${value.slice(0, 10)} ${value.slice(11, 13)}:00:00`)
  .refine((value) => !Number.isNaN(Date.parse(`${value.replace(' ', 'T')}Z`)), 'hour is not a real date');

const id = z.coerce.number().int().min(0).max(2_147_483_647).default(0);
const text = z.coerce.string().max(512).default('');
const count = z.coerce.number().int().min(0).default(0);
const money = z.coerce.number().min(0).max(1e12).default(0);

const ID_COLUMNS: readonly string[] = AD_FACT_ID_COLUMNS;
const MONEY: readonly string[] = AD_FACT_MONEY;

/** How an ad was sold (the Marketplace dimension): in the open auction, on a deal, or by a line item. */
export const MARKETPLACES = ['OPEN_AUCTION', 'PMP', 'DIRECT'] as const;
/** A programme's status in the guide (the EPG Status dimension). */
export const EPG_STATUSES = ['LIVE', 'NEW', 'REPEAT'] as const;

export const FACT_IMPORT_MESSAGES = {
  oneOf: (column: string, values: readonly string[]) =>
    `${column} must be empty or one of ${values.join(', ')}`,
  storeId: 'app_store_id must be an app store id: letters, digits, dots, dashes or underscores',
  appWithoutBundle:
    'A row naming an app (app_id, app_store_id, app_name or application_id) must give its app_bundle',
  appAndDomain: 'A row is an app request (app_bundle) or a site request (domain), not both',
  programmeWithoutTitle:
    'A row naming a programme (epg_genre, epg_subgenre, epg_rating, epg_status) must give its epg_title',
  atMost: (counter: string, bound: string) => `${counter} cannot be more than ${bound}`,
} as const;

const oneOf = (column: string, values: readonly string[]) =>
  text.refine((value) => value === '' || values.includes(value), FACT_IMPORT_MESSAGES.oneOf(column, values));

/** Columns whose values are checked beyond their type. */
const CHECKED_COLUMNS = {
  inventory_type: oneOf('inventory_type', PlacementTypeSchema.options),
  marketplace: oneOf('marketplace', MARKETPLACES),
  epg_rating: oneOf('epg_rating', EPG_RATINGS),
  epg_status: oneOf('epg_status', EPG_STATUSES),
  app_store_id: text.refine((value) => /^[A-Za-z0-9._-]{0,100}$/.test(value), FACT_IMPORT_MESSAGES.storeId),
};

type CheckedRow = Record<string, string | number>;

/** A row's parts must describe one request: an app's with its bundle, a programme with its title, counts within counts. */
function checkRow(row: CheckedRow, context: z.core.$RefinementCtx) {
  const issue = (message: string, path: string) =>
    context.addIssue({ code: 'custom', message, path: [path] });
  const names = (columns: string[]) => columns.some((c) => row[c] !== '' && row[c] !== 0);
  if (row.app_bundle === '' && names(['app_id', 'app_store_id', 'app_name', 'application_id']))
    issue(FACT_IMPORT_MESSAGES.appWithoutBundle, 'app_bundle');
  if (row.app_bundle !== '' && row.domain !== '') issue(FACT_IMPORT_MESSAGES.appAndDomain, 'domain');
  if (row.epg_title === '' && names(['epg_genre', 'epg_subgenre', 'epg_rating', 'epg_status']))
    issue(FACT_IMPORT_MESSAGES.programmeWithoutTitle, 'epg_title');
  const bounds: [counter: string, bound: string][] = [
    ['epg_keyword_impressions', 'ad_impressions'],
    ['bundle_impressions', 'ad_impressions'],
    ['bundle_revenue', 'revenue'],
    ['bundle_share_revenue', 'bundle_revenue'],
  ];
  for (const [counter, bound] of bounds)
    if (Number(row[counter]) > Number(row[bound]))
      issue(FACT_IMPORT_MESSAGES.atMost(counter, bound), counter);
}

/** One hourly ad-event fact row: omitted keys are 0 (ids, counters) or '' (text). */
export const AdFactRowSchema = z
  .strictObject({
    hour: HourSchema,
    content_owner_id: id,
    ...Object.fromEntries(AD_FACT_DIMENSION_COLUMNS.map((c) => [c, ID_COLUMNS.includes(c) ? id : text])),
    ...CHECKED_COLUMNS,
    ...Object.fromEntries(AD_FACT_COUNTERS.map((c) => [c, MONEY.includes(c) ? money : count])),
  })
  .superRefine((row, context) => checkRow(row as CheckedRow, context));
export type AdFactRow = { hour: string } & Record<string, string | number>;

export const ViewFactRowSchema = z.strictObject({
  hour: HourSchema,
  video_id: id,
  content_owner_id: id,
  publisher_id: id,
  network_id: id,
  country: text,
  platform: text,
  media_type: text,
  ...Object.fromEntries(VIEW_FACT_COUNTERS.map((c) => [c, c === 'plays' ? count : money])),
});

export const MAX_IMPORT_ROWS = 200_000;
export const MAX_IMPORT_ROW_ERRORS = 20;

export const FactImportResultSchema = z.object({
  batchId: z.string(),
  kind: FactKindSchema,
  rows: z.number().int(),
  duplicate: z.boolean(),
});
export type ImportResult = z.infer<typeof FactImportResultSchema>;
