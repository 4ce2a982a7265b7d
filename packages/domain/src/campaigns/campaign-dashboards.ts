import { z } from 'zod';
import { addDays, toWireDate } from '../date-ranges';
import { StatusCountSchema } from '../records';
import { CreativeProcessingSchema } from './creatives';
import { LineItemHealthSchema, PacingReportSchema } from './pacing';

/** How many rows each list of a campaign home shows; the totals beside them count every one. */
export const DASHBOARD_ROWS = 10;

/**
 * "This week" of the flights starting and ending: Monday to Sunday of today's UTC date. Flights
 * are whole days in their own time zones, so a day's edge is read as its date, not an instant.
 */
export function weekOf(now: Date): { from: string; to: string } {
  const today = toWireDate(now);
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const from = addDays(today, -sinceMonday);
  return { from, to: addDays(from, 6) };
}

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

/** Worst first: what a campaign manager should look at before the rest. */
export const HEALTH_SEVERITY = [
  'NOT_DELIVERING',
  'AT_RISK',
  'BEHIND',
  'ON_TRACK',
  'NOT_STARTED',
  'ENDED',
] as const satisfies readonly z.infer<typeof LineItemHealthSchema>[];

export const RunningLineItemSchema = PacingReportSchema.extend({
  lineItem: RefSchema,
  order: RefSchema,
  startDate: z.string(),
  endDate: z.string(),
});
export type RunningLineItem = z.infer<typeof RunningLineItemSchema>;

export const FlightRowSchema = z.object({
  lineItem: RefSchema,
  order: RefSchema,
  startDate: z.string(),
  endDate: z.string(),
});
export type FlightRow = z.infer<typeof FlightRowSchema>;

export const UnreadDiscussionSchema = z.object({ order: RefSchema, unread: z.number().int() });

/** The campaign manager's and sales representative's home: what they work on, from the records and the facts. */
export const CampaignDashboardSchema = z.object({
  /** The campaigns (orders) by status. */
  orders: z.array(StatusCountSchema),
  /** Running line items (active, flight under way today) by their health at the last hourly refresh. */
  health: z.array(z.object({ health: LineItemHealthSchema, count: z.number().int() })),
  /** Running line items whose health has not been computed yet (made since the last refresh). */
  unchecked: z.number().int(),
  running: z.number().int(),
  /** The running line items most in need, their pace read from the facts now, worst first. */
  pacing: z.array(RunningLineItemSchema),
  week: z.object({ from: z.string(), to: z.string() }),
  starting: z.array(FlightRowSchema),
  ending: z.array(FlightRowSchema),
  /** The caller's discussions with messages it has not seen, most unread first. */
  unread: z.array(UnreadDiscussionSchema),
  unreadTotal: z.number().int(),
});
export type CampaignDashboard = z.infer<typeof CampaignDashboardSchema>;

export const AttentionCreativeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  advertiser: RefSchema,
  /** The processing's own reason, as the library shows it. */
  problem: z.string().nullable(),
  updatedOn: z.string(),
});
export type AttentionCreative = z.infer<typeof AttentionCreativeSchema>;

/** The designer's home: the library's video files by processing state, and the creatives needing attention. */
export const DesignerDashboardSchema = z.object({
  /** Video creatives not archived, by processing state (every state listed, zero included). */
  processing: z.array(z.object({ processing: CreativeProcessingSchema, count: z.number().int() })),
  /** VAST creatives not archived: nothing of theirs is processed here. */
  vast: z.number().int(),
  /** Video files whose processing failed, latest first: each waits for a new file or a retry. */
  attention: z.array(AttentionCreativeSchema),
  attentionTotal: z.number().int(),
});
export type DesignerDashboard = z.infer<typeof DesignerDashboardSchema>;

export const CAMPAIGN_DASHBOARD_MESSAGES = {
  errorCampaigns: 'Error while fetching the campaigns dashboard.',
  errorDesigner: 'Error while fetching the designer dashboard.',
} as const;
