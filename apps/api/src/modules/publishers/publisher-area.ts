import { PUBLISHERS_API } from '@adcast/domain/publishers/paths';
import {
  PublisherCostSchema,
  PublisherShareInputSchema,
  PublisherShareSchema,
  SellersJsonSchema,
} from '@adcast/domain/publishers/publishers';
import { PublisherSellerInputSchema } from '@adcast/domain/publishers/seller-entry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sellerEntries } from '../../db/publishers';
import { noContent } from '../../http/answer-docs';
import { needs, publicRoute } from '../../http/auth';
import { IdParamsSchema } from '../../http/params';
import { recordArea } from '../../records/area';
import { writeContext } from '../../records/route-parts';
import { registerUpdateRoute } from '../../records/routes';
import type { ModuleDeps } from '../module-deps';
import { registerDocumentRoutes } from '../owners/document-routes';
import { registerShareRoutes } from '../owners/share-routes';
import { deletePublisher } from './delete-service';
import { registerPayoutRoutes } from './payouts/payout-routes';
import { PUBLISHER } from './publisher-record';
import {
  createPublisher,
  updatePublisher,
  updatePublisherCost,
  updatePublisherSeller,
} from './write-service';

const tags = [PUBLISHER.tag];
const edit = needs(PUBLISHER.permissions.edit);

/** The publisher's own routes: its cost, sellers.json entry, documents, shares, and the public sellers.json. */
function registerPublisherRoutes(app: FastifyInstance, deps: ModuleDeps): void {
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
  registerPayoutRoutes(app, deps);
  registerShareRoutes(
    app,
    deps,
    { definition: PUBLISHER, kind: 'publisher', path: PUBLISHERS_API.shares(':id') },
    { entry: PublisherShareSchema, input: PublisherShareInputSchema },
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(
    PUBLISHERS_API.publisher(':id'),
    {
      config: needs(PUBLISHER.permissions.archive),
      schema: {
        tags,
        summary: 'Delete a publisher that holds nothing (else 422 naming what it holds: archive it instead)',
        params: IdParamsSchema,
        response: noContent(),
      },
    },
    async (request, reply) => {
      await deletePublisher(writeContext(deps, request), request.params.id);
      return reply.status(204).send();
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

/** Publishers: the record's routes and their own. */
export const PUBLISHER_AREA = recordArea<ModuleDeps>(PUBLISHER, {
  writes: { create: createPublisher, update: updatePublisher },
  summaries: { list: 'Publishers the mask may see (list and picker)' },
  routes: registerPublisherRoutes,
});
