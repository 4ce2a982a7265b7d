import {
  type CampaignDashboard,
  DASHBOARD_ROWS,
  type FlightRow,
  HEALTH_SEVERITY,
  weekOf,
} from '@adcast/domain/campaigns/campaign-dashboards';
import type { PacedLineItem } from '@adcast/domain/campaigns/pacing';
import { toWireDate } from '@adcast/domain/date-ranges';
import {
  flightsEdgingIn,
  runningHealthCounts,
  runningLineItemsMostInNeed,
  unreadByOrder,
} from '../../../db/campaign-dashboard';
import { orders } from '../../../db/schema/campaigns';
import { countByStatus } from '../../../db/status-counts';
import type { AuthContext } from '../../../http/auth';
import type { ModuleDeps } from '../../module-deps';
import { pacingReports } from '../line-items/line-item-health';
import { LINE_ITEM } from '../line-items/line-item-record';
import { ORDER } from '../orders/order-record';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;
type FlightSource = Awaited<ReturnType<typeof flightsEdgingIn>>[number];

const flightRow = (row: FlightSource): FlightRow => ({
  lineItem: { id: row.id, name: row.name },
  order: { id: row.orderId, name: row.orderName },
  startDate: row.startDate,
  endDate: row.endDate,
});

const rank = (health: string) => HEALTH_SEVERITY.indexOf(health as (typeof HEALTH_SEVERITY)[number]);

/** The running line items most in need, paced from the facts now, worst first. */
async function pacingOfMostInNeed(deps: Deps, today: string, auth: AuthContext, now: Date) {
  const rows = await runningLineItemsMostInNeed(deps.db, today, LINE_ITEM.visibleTo(auth), DASHBOARD_ROWS);
  const reports = await pacingReports(deps, rows as (PacedLineItem & (typeof rows)[number])[], now);
  return rows
    .map((row, at) => {
      const { lineItemId: _, ...report } = reports[at]!;
      return {
        ...report,
        lineItem: { id: row.id, name: row.name },
        order: { id: row.orderId, name: row.orderName },
        startDate: row.startDate,
        endDate: row.endDate,
      };
    })
    .sort((a, b) => rank(a.health) - rank(b.health) || a.endDate.localeCompare(b.endDate));
}

/** The campaign home: orders by status, running line items by health and pace, this week's flights, unread discussions. */
export async function campaignDashboard(
  deps: Deps,
  auth: AuthContext,
  now = new Date(),
): Promise<CampaignDashboard> {
  const today = toWireDate(now);
  const week = weekOf(now);
  const lineItemsSeen = LINE_ITEM.visibleTo(auth);
  const [orderCounts, healthRows, pacing, starting, ending, unread] = await Promise.all([
    countByStatus(deps.db, orders, orders.status, ORDER.visibleTo(auth)),
    runningHealthCounts(deps.db, today, lineItemsSeen),
    pacingOfMostInNeed(deps, today, auth, now),
    flightsEdgingIn(deps.db, 'startDate', week, lineItemsSeen, DASHBOARD_ROWS),
    flightsEdgingIn(deps.db, 'endDate', week, lineItemsSeen, DASHBOARD_ROWS),
    unreadByOrder(deps.db, auth.user.id, ORDER.visibleTo(auth)),
  ]);
  const counted = new Map(healthRows.map((row) => [row.health, row.n]));
  return {
    orders: orderCounts,
    health: HEALTH_SEVERITY.map((health) => ({ health, count: counted.get(health) ?? 0 })),
    unchecked: counted.get(null) ?? 0,
    running: healthRows.reduce((sum, row) => sum + row.n, 0),
    pacing,
    week,
    starting: starting.map(flightRow),
    ending: ending.map(flightRow),
    unread: unread
      .slice(0, DASHBOARD_ROWS)
      .map((row) => ({ order: { id: row.orderId, name: row.orderName }, unread: row.unread })),
    unreadTotal: unread.reduce((sum, row) => sum + row.unread, 0),
  };
}
