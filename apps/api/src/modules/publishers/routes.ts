import { PUBLISHERS_API } from '@adcast/domain/publishers/paths';
import {
  PublisherCostSchema,
  PublisherInputSchema,
  PublisherSellerInputSchema,
  PublisherShareInputSchema,
  PublisherShareSchema,
  PublisherUpdateSchema,
  SellersJsonSchema,
} from '@adcast/domain/publishers/publishers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sellerEntries, shareHistory } from '../../db/publishers';
import { anyMask, authOf, needs, publicRoute } from '../../http/auth';
import type { AppDeps } from '../../http/deps';
import { IdParamsSchema } from '../../http/params';
import { registerCreateRoute, registerRecordRoutes, registerUpdateRoute } from '../../records/routes';
import { loadRecord } from '../../records/rows';
import { PUBLISHER } from './rows';
import {
  addPublisherShare,
  createPublisher,
  updatePublisher,
  updatePublisherCost,
  updatePublisherSeller,
} from './write-service';

const tags = ['publishers'];
const edit = needs('PUBLISHERS_EDIT');

export function registerPublisherRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRecordRoutes(app, deps, PUBLISHER, {
    list: {
      list: PUBLISHERS_API.publishers,
      counts: PUBLISHERS_API.counts,
      statuses: PUBLISHERS_API.statuses,
      summary: 'Publishers the mask may see (list and picker)',
    },
    rows: {
      one: PUBLISHERS_API.publisher(':id'),
      archive: PUBLISHERS_API.archive(':id'),
      unarchive: PUBLISHERS_API.unarchive(':id'),
    },
    create: { path: PUBLISHERS_API.publishers, body: PublisherInputSchema, write: createPublisher },
    update: {
      path: PUBLISHERS_API.publisher(':id'),
      body: PublisherUpdateSchema,
      write: (ctx, body, params) => updatePublisher(ctx, body, params.id),
    },
  });
  registerUpdateRoute(app, PUBLISHER, deps, {
    path: PUBLISHERS_API.updateCost(':id'),
    body: PublisherCostSchema,
    access: edit,
    summary: 'Set what serving the publisher costs per thousand impressions',
    write: (ctx, body, params) => updatePublisherCost(ctx, body, params.id),
  });
  registerUpdateRoute(app, PUBLISHER, deps, {
    path: PUBLISHERS_API.sellers(':id'),
    body: PublisherSellerInputSchema,
    access: edit,
    summary: "Set the publisher's sellers.json entry",
    write: (ctx, body, params) => updatePublisherSeller(ctx, body, params.id),
  });
  registerCreateRoute(app, PUBLISHER, deps, {
    path: PUBLISHERS_API.shares(':id'),
    params: IdParamsSchema,
    body: PublisherShareInputSchema,
    access: edit,
    summary: 'Add a share entry (type, value, from which day)',
    write: (ctx, body, params) => addPublisherShare(ctx, body, params.id),
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    PUBLISHERS_API.shares(':id'),
    {
      config: anyMask,
      schema: { tags, params: IdParamsSchema, response: { 200: z.array(PublisherShareSchema) } },
    },
    async (request) => {
      const publisher = await loadRecord(deps.db, authOf(request), PUBLISHER, request.params.id);
      const rows = await shareHistory(deps.db, publisher.id);
      return rows.map((row) => ({
        id: row.id,
        pubShareType: row.pubShareType as 'CPM' | 'REVSHARE' | 'PLACEMENT',
        value: row.value,
        day: row.day,
        createdOn: row.createdOn.toISOString(),
      }));
    },
  );
  r.get(
    PUBLISHERS_API.sellersJson,
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'sellers.json 1.0 of the publishers (public)',
        response: { 200: SellersJsonSchema },
      },
    },
    async (_request, reply) => {
      const { email, address } = deps.config.sellersContact;
      const sellers = (await sellerEntries(deps.db)).map((seller) => ({
        seller_id: seller.sellerId,
        ...(seller.confidential
          ? {}
          : { name: seller.name, ...(seller.domain ? { domain: seller.domain } : {}) }),
        seller_type: seller.sellerType,
        is_confidential: seller.confidential ? (1 as const) : (0 as const),
      }));
      reply.header('cache-control', 'public, max-age=300');
      return {
        ...(email ? { contact_email: email } : {}),
        ...(address ? { contact_address: address } : {}),
        version: '1.0' as const,
        sellers,
      };
    },
  );
}
