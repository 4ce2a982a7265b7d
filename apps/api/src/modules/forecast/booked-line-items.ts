import type { BookedLineItem } from '@adcast/domain/forecast/booked';
import { and, eq, gte, lte } from 'drizzle-orm';
import { lineItems } from '../../db/schema/campaigns';
import type { AuthContext } from '../../http/auth';
import { deliveredByLineItem } from '../../reports/line-item-delivery';
import { LINE_ITEM } from '../campaigns/line-items/line-item-record';
import type { ModuleDeps } from '../module-deps';

type Deps = Pick<ModuleDeps, 'db' | 'facts'>;

/**
 * Active line items the caller may see whose flight overlaps `from`..`to` (of one network when
 * named), with what each delivered to date.
 */
export async function bookedLineItems(
  deps: Deps,
  auth: AuthContext,
  span: { from: string; to: string; networkId: number | null },
): Promise<BookedLineItem[]> {
  const rows = await LINE_ITEM.select(deps.db).where(
    and(
      eq(lineItems.status, 'ACTIVE'),
      lte(lineItems.startDate, span.to),
      gte(lineItems.endDate, span.from),
      span.networkId === null ? undefined : eq(lineItems.networkId, span.networkId),
      LINE_ITEM.visibleTo(auth),
    ),
  );
  const items = rows.map(LINE_ITEM.toDto);
  const delivered = await deliveredByLineItem(
    deps.facts,
    items.map((item) => item.id),
  );
  return items.map((item) => ({
    goalType: item.goalType,
    goalAmount: item.goalAmount,
    cpm: item.cpm,
    startDate: item.startDate,
    endDate: item.endDate,
    delivered: delivered.get(item.id) ?? { impressions: 0, spend: 0 },
  }));
}
