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
import { sellerEntries } from '../../db/publishers';
import { needs, publicRoute } from '../../http/auth';
import { registerRecordRoutes, registerUpdateRoute } from '../../records/routes';
import type { ModuleDeps } from '../module-deps';
import { registerDocumentRoutes } from '../owners/document-routes';
import { registerShareRoutes } from '../owners/share-routes';
import { PUBLISHER } from './rows';
import {
  createPublisher,
  updatePublisher,
  updatePublisherCost,
  updatePublisherSeller,
} from './write-service';

const tags = ['publishers'];
const edit = needs('PUBLISHERS_EDIT');

export function registerPublisherRoutes(app: FastifyInstance, deps: ModuleDeps): void {
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
  registerDocumentRoutes(app, deps, { definition: PUBLISHER, kind: 'publisher' });
  registerShareRoutes(
    app,
    deps,
    { definition: PUBLISHER, kind: 'publisher', path: PUBLISHERS_API.shares(':id') },
    { entry: PublisherShareSchema, input: PublisherShareInputSchema },
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
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
