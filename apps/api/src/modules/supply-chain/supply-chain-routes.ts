import { platformSellerDomain } from '@adcast/domain/ads-txt/seller-lines';
import { PartnerSellersJsonInputSchema } from '@adcast/domain/supply-chain/partner-sellers-json';
import {
  SUPPLY_CHAIN_API,
  SupplyChainFlagsQuerySchema,
  SupplyChainFlagsSchema,
  SupplyChainPanelSchema,
  SupplyChainQueuedSchema,
} from '@adcast/domain/supply-chain/supply-chain';
import { SUPPLY_CHAIN_MESSAGES } from '@adcast/domain/supply-chain/supply-chain-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chainPartners,
  markPartnerSellersJsonQueued,
  savePartnerSellersJsonSource,
} from '../../db/supply-chain';
import { authOf, needs, needsAnyOf } from '../../http/auth';
import { forbidden, ruleBroken } from '../../http/errors';
import { IdParamsSchema } from '../../http/params';
import { loadRecord } from '../../records/rows';
import { PARTNER } from '../demand/partners/partner-record';
import type { ModuleDeps } from '../module-deps';
import { PUBLISHER } from '../publishers/publisher-record';
import { registerFlagRefresh, supplyChainChanged } from './flag-refresh';
import { queueSellersJsonFetches, sellersJsonFetcher, sellersJsonFetchJob } from './sellers-json-fetch';
import { sellersJsonRefetchJob } from './sellers-json-refetch';
import { mismatchFlags } from './supply-chain-flags';
import { partnerSide, supplyChainRows } from './supply-chain-rows';

const tags = ['supply chain'];

/**
 * The supply-chain panel of a demand partner and of a publisher, where the partner's sellers.json
 * is read from, its fetch (a background job through the guarded fetcher), and the lists' flags.
 */
export function registerSupplyChainRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerFlagRefresh(deps);
  const fetchJob = sellersJsonFetchJob(deps.db, sellersJsonFetcher(deps.config), (partnerId) =>
    supplyChainChanged(deps, { partnerIds: [partnerId] }),
  );
  deps.jobs.register(fetchJob);
  deps.jobs.register(sellersJsonRefetchJob(deps, fetchJob));
  const queueFetch = (partnerId: number) => queueSellersJsonFetches(deps.jobs, fetchJob, [partnerId]);
  const sellersJsonUrl = new URL('/sellers.json', deps.config.publicUrl).toString();
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    SUPPLY_CHAIN_API.partner(':id'),
    {
      config: needs('DEMAND_PARTNERS_READ'),
      schema: {
        tags,
        summary: "A demand partner's supply chain, a row per publisher it carries",
        params: IdParamsSchema,
        response: { 200: SupplyChainPanelSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const partner = await loadRecord(deps.db, auth, PARTNER, request.params.id);
      const [kept] = await chainPartners(deps.db, [partner.id]);
      const side = partnerSide(kept!);
      const { rows, pairCounts } = await supplyChainRows(deps.db, deps.config.publicUrl, auth, {
        partnerIds: [partner.id],
      });
      return {
        platformDomain: platformSellerDomain(deps.config.publicUrl),
        sellersJsonUrl,
        partnerSellersJson: side.dto,
        partnerMismatches: side.mismatches,
        rows,
        mismatchCount: side.mismatches.length + pairCounts.reduce((sum, count) => sum + count, 0),
      };
    },
  );

  r.get(
    SUPPLY_CHAIN_API.publisher(':id'),
    {
      config: needs('PUBLISHERS_READ'),
      schema: {
        tags,
        summary: "A publisher's supply chain, a row per demand partner that carries it",
        params: IdParamsSchema,
        response: { 200: SupplyChainPanelSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const publisher = await loadRecord(deps.db, auth, PUBLISHER, request.params.id);
      const { rows } = await supplyChainRows(deps.db, deps.config.publicUrl, auth, {
        publisherIds: [publisher.id],
      });
      return {
        platformDomain: platformSellerDomain(deps.config.publicUrl),
        sellersJsonUrl,
        partnerSellersJson: null,
        partnerMismatches: [],
        rows,
        mismatchCount: rows.reduce((sum, row) => sum + row.mismatches.length, 0),
      };
    },
  );

  r.put(
    SUPPLY_CHAIN_API.partnerSellersJson(':id'),
    {
      config: needs('DEMAND_PARTNERS_EDIT'),
      schema: {
        tags,
        summary: "Where the partner's sellers.json is read and our seller id there; queues its fetch",
        params: IdParamsSchema,
        body: PartnerSellersJsonInputSchema,
        response: { 202: SupplyChainQueuedSchema },
      },
    },
    async (request, reply) => {
      const partner = await loadRecord(deps.db, authOf(request), PARTNER, request.params.id);
      await savePartnerSellersJsonSource(deps.db, partner.id, request.body);
      await queueFetch(partner.id);
      await supplyChainChanged(deps, { partnerIds: [partner.id] });
      return reply.code(202).send({ queueStatus: 'QUEUED' as const });
    },
  );

  r.post(
    SUPPLY_CHAIN_API.partnerFetch(':id'),
    {
      config: needs('DEMAND_PARTNERS_EDIT'),
      schema: {
        tags,
        summary: "Reads the partner's sellers.json again, in the background",
        params: IdParamsSchema,
        response: { 202: SupplyChainQueuedSchema },
      },
    },
    async (request, reply) => {
      const partner = await loadRecord(deps.db, authOf(request), PARTNER, request.params.id);
      if (!(await markPartnerSellersJsonQueued(deps.db, partner.id)))
        throw ruleBroken(SUPPLY_CHAIN_MESSAGES.partnerSellersJsonNotSet);
      await queueFetch(partner.id);
      await supplyChainChanged(deps, { partnerIds: [partner.id] });
      return reply.code(202).send({ queueStatus: 'QUEUED' as const });
    },
  );

  r.get(
    SUPPLY_CHAIN_API.flags,
    {
      config: needsAnyOf('DEMAND_PARTNERS_READ', 'PUBLISHERS_READ'),
      schema: {
        tags,
        summary: 'How many supply-chain mismatches each partner or publisher named has',
        querystring: SupplyChainFlagsQuerySchema,
        response: { 200: SupplyChainFlagsSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { kind, ids } = request.query;
      if (!auth.permissions.has(kind === 'PARTNER' ? 'DEMAND_PARTNERS_READ' : 'PUBLISHERS_READ'))
        throw forbidden();
      return { flags: await mismatchFlags(deps.db, deps.config.publicUrl, auth, kind, ids) };
    },
  );
}
