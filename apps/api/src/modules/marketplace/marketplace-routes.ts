import { MARKETPLACE_API } from '@adcast/domain/marketplace/paths';
import {
  MarketplaceExchangeSchema,
  MarketplaceQuerySchema,
} from '@adcast/domain/marketplace/supply-packages';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { supplyPackageShares, supplyPackages } from '../../db/schema/marketplace';
import { authOf, needs } from '../../http/auth';
import type { ModuleDeps } from '../module-deps';
import { marketplaceNetwork } from './network-choice';
import { SUPPLY_PACKAGE } from './supply-packages/supply-package-record';

const published = and(eq(supplyPackages.publicationStatus, 'PUBLISHED'), eq(supplyPackages.status, 'ACTIVE'));

/** The marketplace between networks: what a network offers and what is offered to it. */
export function registerMarketplaceRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    MARKETPLACE_API.exchange,
    {
      config: needs('MARKETPLACE_READ'),
      schema: {
        tags: ['marketplace'],
        summary: "A network's published packages and the ones other networks share with it",
        querystring: MarketplaceQuerySchema,
        response: { 200: MarketplaceExchangeSchema },
      },
    },
    async (request) => {
      const networkId = await marketplaceNetwork(deps.db, authOf(request), request.query.networkId);
      const sharedWithIt = deps.db
        .select({ id: supplyPackageShares.packageId })
        .from(supplyPackageShares)
        .where(eq(supplyPackageShares.networkId, networkId));
      const [offers, takes] = await Promise.all([
        SUPPLY_PACKAGE.select(deps.db)
          .where(and(published, eq(supplyPackages.networkId, networkId)))
          .orderBy(supplyPackages.name),
        SUPPLY_PACKAGE.select(deps.db)
          .where(and(published, inArray(supplyPackages.id, sharedWithIt)))
          .orderBy(supplyPackages.name),
      ]);
      return { networkId, offers: offers.map(SUPPLY_PACKAGE.toDto), takes: takes.map(SUPPLY_PACKAGE.toDto) };
    },
  );
}
