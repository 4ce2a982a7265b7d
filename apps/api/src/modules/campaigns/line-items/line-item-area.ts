import { LINE_ITEM_MESSAGES } from '@adcast/domain/campaigns/line-item-messages';
import {
  LineItemDeliveryStatusSchema,
  LineItemExtendSchema,
  LineItemHealthStatusSchema,
  LineItemIdsQuerySchema,
  LineItemSchema,
  LineItemStatusParamsSchema,
  RefreshQueuedSchema,
} from '@adcast/domain/campaigns/line-items';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, needs } from '../../../http/auth';
import { IdParamsSchema } from '../../../http/params';
import { recordArea } from '../../../records/area';
import type { ModuleDeps } from '../../module-deps';
import { deliveryStatuses, healthStatuses, refreshHealthJob } from './line-item-health';
import { LINE_ITEM } from './line-item-record';
import { changeLineItemStatus, createLineItem, extendLineItem, updateLineItem } from './write-service';

const tags = [LINE_ITEM.tag];

/** Part 2 §7's line item calls beyond the record's own: delivery, health and its refresh, extend, the status-name call. */
function registerLineItemRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const refreshJob = refreshHealthJob(deps);
  deps.jobs.register(refreshJob);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = needs(LINE_ITEM.permissions.read);
  const edit = needs(LINE_ITEM.permissions.edit);

  r.get(
    CAMPAIGN_API.lineItemDeliveryStatuses,
    {
      config: read,
      schema: {
        tags,
        summary: 'Impressions, spent budget, eCPM and delivered % to date of the line items ids',
        querystring: LineItemIdsQuerySchema,
        response: { 200: z.array(LineItemDeliveryStatusSchema) },
      },
    },
    (request) => deliveryStatuses(deps, authOf(request), request.query.ids ?? []),
  );
  r.get(
    CAMPAIGN_API.lineItemHealthStatuses,
    {
      config: read,
      schema: {
        tags,
        summary: 'Delivery, expected delivery, pace and health now of the line items ids',
        querystring: LineItemIdsQuerySchema,
        response: { 200: z.array(LineItemHealthStatusSchema) },
      },
    },
    (request) => healthStatuses(deps, authOf(request), request.query.ids ?? []),
  );
  r.post(
    CAMPAIGN_API.refreshLineItemHealth,
    {
      config: edit,
      schema: {
        tags,
        summary: "Queues the refresh of every active line item's stored health (what the list shows)",
        response: { 202: RefreshQueuedSchema },
      },
    },
    async (_request, reply) => {
      await deps.jobs.send(refreshJob, {}, { key: 'all' });
      return reply.code(202).send({ message: LINE_ITEM_MESSAGES.refreshQueued });
    },
  );
  r.post(
    CAMPAIGN_API.extendLineItem(':id'),
    {
      config: edit,
      schema: {
        tags,
        summary: "Moves the flight's end later, within its campaign's flight",
        params: IdParamsSchema,
        body: LineItemExtendSchema,
        response: { 200: LineItemSchema },
      },
    },
    (request) => extendLineItem({ db: deps.db, auth: authOf(request) }, request.params.id, request.body),
  );
  r.put(
    CAMPAIGN_API.lineItemStatus(':id', ':status'),
    {
      config: edit,
      schema: {
        tags,
        summary: 'Moves the line item to the status named',
        params: LineItemStatusParamsSchema,
        response: { 200: LineItemSchema },
      },
    },
    (request) =>
      changeLineItemStatus({ db: deps.db, auth: authOf(request) }, request.params.id, request.params.status),
  );
}

/** Line items: the record's routes, written within their campaign's rules, and their delivery and health. */
export const LINE_ITEM_AREA = recordArea<ModuleDeps>(LINE_ITEM, {
  writes: { create: createLineItem, update: updateLineItem },
  routes: registerLineItemRoutes,
});
