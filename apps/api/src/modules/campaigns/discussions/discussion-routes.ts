import {
  DiscussionMessageSchema,
  DiscussionPostSchema,
  DiscussionSchema,
  UnreadCountSchema,
  UnreadQuerySchema,
} from '@adcast/domain/campaigns/discussions';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { markSeen, unreadCounts } from '../../../db/order-discussions';
import { orders } from '../../../db/schema/campaigns';
import { noContent } from '../../../http/answer-docs';
import { authOf, needs } from '../../../http/auth';
import { IdParamsSchema } from '../../../http/params';
import { loadRecord } from '../../../records/rows';
import type { ModuleDeps } from '../../module-deps';
import { ORDER } from '../orders/order-record';
import { discussionOf, postMessage } from './discussion-service';

const tags = [ORDER.tag];
type IdRequest = { params: { id: number } };

/** An order's discussion (part 2 §7): get it, post to it, mark it seen; and the unread counts of a page of orders. */
export function registerDiscussionRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const read = needs(ORDER.permissions.read);
  app.get(
    CAMPAIGN_API.discussion(':id'),
    {
      config: read,
      schema: {
        tags,
        summary: "The order's discussion",
        params: IdParamsSchema,
        response: { 200: DiscussionSchema },
      },
    },
    (request) => discussionOf(deps, authOf(request), (request as unknown as IdRequest).params.id),
  );
  app.post(
    CAMPAIGN_API.discussion(':id'),
    {
      config: needs(ORDER.permissions.edit),
      schema: {
        tags,
        summary: "Posts to the order's discussion; a mentioned user (@name@example.com) is mailed",
        params: IdParamsSchema,
        body: DiscussionPostSchema,
        response: { 201: DiscussionMessageSchema },
      },
    },
    async (request, reply) => {
      const { body } = request.body as z.output<typeof DiscussionPostSchema>;
      const message = await postMessage(
        deps,
        authOf(request),
        (request as unknown as IdRequest).params.id,
        body,
      );
      return reply.code(201).send(message);
    },
  );
  app.put(
    CAMPAIGN_API.discussionSeen(':id'),
    {
      config: read,
      schema: {
        tags,
        summary: 'The caller has seen the discussion so far',
        params: IdParamsSchema,
        response: noContent(),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { id } = (request as unknown as IdRequest).params;
      await loadRecord(deps.db, auth, ORDER, id);
      await markSeen(deps.db, id, auth.user.id);
      return reply.code(204).send();
    },
  );
  app.get(
    CAMPAIGN_API.unreadDiscussions,
    {
      config: read,
      schema: {
        tags,
        summary: "The caller's unread messages of these orders' discussions (orders it may see)",
        querystring: UnreadQuerySchema,
        response: { 200: z.array(UnreadCountSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const ids = (request.query as z.output<typeof UnreadQuerySchema>).ids ?? [];
      if (ids.length === 0) return [];
      const visible = await deps.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, ids), ORDER.visibleTo(auth)));
      return unreadCounts(
        deps.db,
        auth.user.id,
        visible.map((row) => row.id),
      );
    },
  );
}
