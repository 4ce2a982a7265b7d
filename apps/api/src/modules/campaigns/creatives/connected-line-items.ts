import { LineItemSchema } from '@adcast/domain/campaigns/line-items';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { ordersOfCreative } from '../../../db/creatives';
import { lineItems } from '../../../db/schema/campaigns';
import { type AuthContext, authOf, needs } from '../../../http/auth';
import { forbidden } from '../../../http/errors';
import { IdParamsSchema } from '../../../http/params';
import { loadRecord } from '../../../records/rows';
import type { ModuleDeps } from '../../module-deps';
import { LINE_ITEM } from '../line-items/line-item-record';
import { CREATIVE } from './creative-record';

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

/** The line items of the campaigns a creative the caller sees is linked to, those it may see, by name. */
export async function connectedLineItems(db: Db, auth: AuthContext, creativeId: number) {
  if (!auth.permissions.has(LINE_ITEM.permissions.read)) throw forbidden();
  const creative = await loadRecord(db, auth, CREATIVE, creativeId);
  const rows = await LINE_ITEM.select(db).where(
    and(inArray(lineItems.orderId, ordersOfCreative(db, creative.id)), LINE_ITEM.visibleTo(auth)),
  );
  return rows.map(LINE_ITEM.toDto).sort(byName);
}

export function registerConnectedLineItems(app: FastifyInstance, deps: ModuleDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    CAMPAIGN_API.creativeLineItems(':id'),
    {
      config: needs(CREATIVE.permissions.read),
      schema: {
        tags: [CREATIVE.tag],
        summary: "The line items of the creative's campaigns, by name (needs line items' read too)",
        params: IdParamsSchema,
        response: { 200: z.array(LineItemSchema) },
      },
    },
    (request) => connectedLineItems(deps.db, authOf(request), request.params.id),
  );
}
