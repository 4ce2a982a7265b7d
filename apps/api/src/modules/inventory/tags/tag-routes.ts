import { partnerCallFacts } from '@adcast/domain/tags/beacon-facts';
import {
  BEACON_MESSAGES,
  BEACON_VALIDITY_MS,
  BeaconEventSchema,
  BeaconQuerySchema,
} from '@adcast/domain/tags/beacons';
import { TAG_API } from '@adcast/domain/tags/paths';
import {
  DecisionParamsSchema,
  EndpointQuerySchema,
  EndpointSchema,
  LoggedDecisionSchema,
  type TagQuery,
  TagQuerySchema,
} from '@adcast/domain/tags/tag-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { deviceKeyOf } from '../../../beacons/beacon-token';
import { DeliveryCounts } from '../../../beacons/delivery-counts';
import { publisherShareNow } from '../../../db/owner-shares';
import { requestAppOf } from '../../../db/request-apps';
import { noContent } from '../../../http/answer-docs';
import { authOf, needs, publicRoute } from '../../../http/auth';
import { PerSecondBudget } from '../../../http/client-rate';
import { badRequest, notFound, tooManyRequests } from '../../../http/errors';
import { IdParamsSchema } from '../../../http/params';
import { networkScope } from '../../../http/scope';
import { GuardedFetcher } from '../../../media/fetch/guarded-fetcher';
import { recordDtoOf } from '../../../records/rows';
import type { ModuleDeps } from '../../module-deps';
import { PLACEMENT } from '../placements/placement-record';
import { registerCreativeVastRoute } from './creative-vast-route';
import { DecisionLog, decisionSweepJob } from './decision-log';
import { endpointOf } from './endpoint-generator';
import { BidMarkups } from './partner-calls/bid-markups';
import { CallCounts } from './partner-calls/call-counts';
import { registerPartnerRoutes } from './partner-calls/partner-routes';
import { servedAdsOf } from './served-ads';
import { decideForTag, UNKNOWN } from './tag-decision';
import { EMPTY_VAST, vastOf } from './vast-xml';

const tags = ['tags'];
const readPlacements = needs(PLACEMENT.permissions.read);
export const DECISION_HEADER = 'x-adcast-decision';

const sendVast = (reply: FastifyReply, xml: string) => reply.type('application/xml').send(xml);

/** The endpoint generator (part 2 §7), the public VAST tag it writes, its beacons and its decisions. */
export function registerTagRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const log = new DecisionLog(deps.db, app.log);
  log.start();
  app.addHook('onClose', () => log.stop());
  deps.jobs.register(decisionSweepJob(deps));
  const delivery = new DeliveryCounts(deps.facts);
  const beaconBudget = new PerSecondBudget(deps.config.rateLimits.beaconsPerClientPerSecond);
  const counts = new CallCounts(deps.db, deps.log);
  const markups = new BidMarkups(deps.db, deps.log);
  const partners = {
    db: deps.db,
    reads: deps.reads,
    fetcher: new GuardedFetcher({
      allowHosts: deps.config.media.fetchAllowHosts,
      userAgent: 'Adcast ad server',
    }),
    counts,
    markups,
    log: deps.log,
  };
  app.addHook('onClose', () => counts.flush());
  registerPartnerRoutes(app, deps, counts, markups);
  registerCreativeVastRoute(app, deps);

  app.get(
    TAG_API.endpointGenerator,
    {
      config: readPlacements,
      schema: {
        tags,
        summary: "The placement's VAST tag with the macros a player fills (all unless `macros` names some)",
        querystring: EndpointQuerySchema,
        response: { 200: EndpointSchema },
      },
    },
    (request) => endpointOf(deps.db, authOf(request), request.query as z.output<typeof EndpointQuerySchema>),
  );

  app.get(
    TAG_API.vastTag(':id'),
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The VAST 4.2 answer to a player: the ads the decision picks, or an empty VAST',
        params: IdParamsSchema,
        querystring: TagQuerySchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params as z.output<typeof IdParamsSchema>;
      const placement = await recordDtoOf(deps.db, PLACEMENT, id);
      if (placement?.status !== 'ACTIVE') return sendVast(reply, EMPTY_VAST);
      const query = request.query as TagQuery;
      const now = new Date();
      const deviceKey = deviceKeyOf(query.ifa ?? null);
      const tagDecision = await decideForTag(
        { db: deps.db, delivery, reads: deps.reads, partners },
        placement,
        query,
        deviceKey,
        now,
      );
      const { decision, request: asked } = tagDecision;
      const decisionId = log.keep(tagDecision, placement.networkId, now);
      const publisherId = placement.publisher.id;
      const appBundle = asked.appBundle ?? '';
      const place = {
        country: asked.country === UNKNOWN ? '' : asked.country,
        deviceType: asked.deviceType,
        appBundle,
        app:
          appBundle === ''
            ? null
            : await deps.reads.get(`request-app:${publisherId}:${appBundle}`, () =>
                requestAppOf(deps.db, publisherId, appBundle),
              ),
      };
      const publisherShare = await deps.reads.get(`publisher-share:${publisherId}`, () =>
        publisherShareNow(deps.db, publisherId),
      );
      const context = { placement, decisionId, deviceKey, at: now, publisherShare, ...place };
      const bidVastUrls = new Map(
        [...tagDecision.markupKeys].map(([sequence, key]) => [
          sequence,
          `${deps.config.publicUrl}${TAG_API.bidVast(placement.id, key)}`,
        ]),
      );
      const ads = servedAdsOf(decision, tagDecision.served, context, deps.beaconSigner, {
        origin: deps.config.publicUrl,
        creativeVastPath: (creativeId) =>
          `${TAG_API.creativeVast(creativeId)}?k=${deps.beaconSigner.creativeKey(creativeId)}`,
        bidVastUrls,
      });
      deps.beacons.answered({
        placementId: placement.id,
        publisherId: placement.publisher.id,
        networkId: placement.networkId ?? 0,
        platform: placement.platform,
        inventoryType: placement.type,
        ads: ads.length,
        at: now,
        ...place,
        partnerCalls: partnerCallFacts(decision.partnerCalls),
      });
      reply.header(DECISION_HEADER, decisionId);
      return sendVast(reply, vastOf(ads));
    },
  );

  app.get(
    TAG_API.beacon(':id', ':event'),
    {
      config: publicRoute,
      schema: {
        tags,
        summary:
          'A player reports an event of an ad the tag served (impression, quartiles, click, error); counted once, 204',
        params: z.object({ id: IdParamsSchema.shape.id, event: BeaconEventSchema }),
        querystring: BeaconQuerySchema,
        response: noContent('Counted, or already counted'),
      },
    },
    async (request, reply) => {
      if (!beaconBudget.allows(request.ip)) throw tooManyRequests(BEACON_MESSAGES.tooMany);
      const { id, event } = request.params as { id: number; event: z.output<typeof BeaconEventSchema> };
      const { t, code } = request.query as z.output<typeof BeaconQuerySchema>;
      const ad = deps.beaconSigner.verify(t);
      if (!ad) throw badRequest(BEACON_MESSAGES.notSigned);
      if (ad.placementId !== id) throw badRequest(BEACON_MESSAGES.otherPlacement);
      const now = new Date();
      if (now.getTime() - ad.decidedAt > BEACON_VALIDITY_MS) throw badRequest(BEACON_MESSAGES.expired);
      deps.beacons.take({ ad, event, errorCode: event === 'error' ? (code ?? null) : null, at: now });
      return reply.code(204).send();
    },
  );

  app.get(
    TAG_API.decision(':id'),
    {
      config: readPlacements,
      schema: {
        tags,
        summary: 'A decision of the VAST tag within the last day, named by its X-Adcast-Decision header',
        params: DecisionParamsSchema,
        response: { 200: LoggedDecisionSchema },
      },
    },
    async (request) => {
      const { id } = request.params as z.output<typeof DecisionParamsSchema>;
      const decision = await log.find(id);
      const scope = networkScope(authOf(request));
      if (!decision || (scope !== null && decision.networkId !== scope)) throw notFound('Decision');
      return decision;
    },
  );
}
