import { z } from 'zod';
import { DecisionSchema } from '../decisioning/decision-schema';
import { FILTER_REASONS } from '../decisioning/types';
import { DeviceTypeSchema } from '../enumerations';
import { IdSchema, IdTextSchema } from '../ids';

export const EndpointQuerySchema = z.object({
  placementId: IdTextSchema,
  connectionId: IdTextSchema.optional(),
  /** Comma-separated macro names; the whole catalogue when absent. */
  macros: z.string().max(2000).optional(),
});
export type EndpointQuery = z.output<typeof EndpointQuerySchema>;

export const TagMacroSchema = z.object({
  name: z.string(),
  parameter: z.string(),
  description: z.string(),
  placeholder: z.string(),
});

export const EndpointSchema = z.object({
  placementId: IdSchema,
  connectionId: IdSchema.nullable(),
  /** The path and query of the tag, relative to the API's origin. */
  tag: z.string(),
  macros: z.array(TagMacroSchema),
});
export type Endpoint = z.infer<typeof EndpointSchema>;

/** A value the player left empty or did not replace (`{{NAME}}`) counts as not given. */
const filled = (value: unknown) =>
  typeof value === 'string' && (value.trim() === '' || /^\{\{.*\}\}$/.test(value.trim())) ? undefined : value;

const text = z.preprocess(filled, z.string().max(4000).optional());
const wholeNumber = (what: string, min: number, max: number) =>
  z.preprocess(
    filled,
    z.coerce
      .number({ error: `${what} must be a whole number` })
      .int(`${what} must be a whole number`)
      .min(min, `${what} must be at least ${min}`)
      .max(max, `${what} must be at most ${max}`)
      .optional(),
  );
const flag = (what: string) => wholeNumber(what, 0, 1);

/** What a player sends to the VAST tag, read leniently: unknown parameters are ignored. */
export const TagQuerySchema = z.object({
  app_bundle: text,
  app_store_url: text,
  ifa: text,
  device_type: z.preprocess(filled, z.coerce.number().pipe(DeviceTypeSchema).optional()),
  ip: text,
  ua: text,
  content_id: text,
  content_genre: text,
  content_rating: text,
  content_length: wholeNumber('The content length', 0, 86_400),
  livestream: flag('Livestream'),
  us_privacy: text,
  gpp: text,
  gdpr: flag('GDPR'),
  schain: text,
  lmt: flag('LMT'),
  dnt: flag('DNT'),
  cb: text,
  width: wholeNumber('The width', 0, 100_000),
  height: wholeNumber('The height', 0, 100_000),
  min_duration: wholeNumber('The minimum duration', 1, 3600),
  max_duration: wholeNumber('The maximum duration', 1, 3600),
  country: z.preprocess(
    filled,
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'The country must be two letters')
      .optional(),
  ),
  connection: z.preprocess(filled, IdTextSchema.optional()),
});
export type TagQuery = z.output<typeof TagQuerySchema>;

/** A tag's decision kept for ad-ops: the `X-Adcast-Decision` header names it. */
export const LoggedDecisionSchema = DecisionSchema.extend({
  id: z.string(),
  networkId: IdSchema.nullable(),
  decidedOn: z.iso.datetime({ offset: true }),
  /** The line items not explained one by one (below the top of the ranking), grouped by their reason. */
  unexplained: z.array(
    z.object({ reason: z.enum(FILTER_REASONS), sentence: z.string(), lineItemIds: z.array(IdSchema) }),
  ),
});
export type LoggedDecision = z.output<typeof LoggedDecisionSchema>;

export const DecisionParamsSchema = z.object({ id: z.uuid() });
