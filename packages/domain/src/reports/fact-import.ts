import { z } from 'zod';
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

/** One hourly ad-event fact row: omitted keys are 0 (ids, counters) or '' (text). */
export const AdFactRowSchema = z.strictObject({
  hour: HourSchema,
  content_owner_id: id,
  ...Object.fromEntries(AD_FACT_DIMENSION_COLUMNS.map((c) => [c, ID_COLUMNS.includes(c) ? id : text])),
  ...Object.fromEntries(AD_FACT_COUNTERS.map((c) => [c, MONEY.includes(c) ? money : count])),
});
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
