import type { NamedEntity } from './catalogue-types';
import { REPORT_MESSAGES } from './report-query';

/**
 * One tenancy rule for demand partners (issue 30): a network sees its own network's demand
 * partners and their connections by name, as its partners list, pickers and palette do. Any other
 * partner that bought its inventory (of another network or of none) is not named: its measures
 * are summed into one row, "Other demand partners" (its connections into "Other connections"),
 * so totals still add up and no foreign name or id is shown. The same holds for a publisher or
 * content-owner scope, by the networks of its publishers or content owners. Staff (a scope of
 * every row) see every partner by name.
 *
 * A report filter on a demand partner or connection matches the rows as they are shown: an id
 * the scope may not name matches nothing, so a filter cannot tell a foreign partner from one
 * that sold nothing.
 */
export const OTHER_DEMAND_KEY = -1;

/** The demand dimensions a scope names only its own records of, and the label of the others' row. */
export const OTHER_DEMAND_LABELS: Partial<Record<NamedEntity, string>> = {
  demandPartner: REPORT_MESSAGES.otherDemandPartners,
  connection: REPORT_MESSAGES.otherConnections,
};
