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
import type { z } from 'zod';
import { authOf, needs, publicRoute } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { IdParamsSchema } from '../../../http/params';
import { networkScope } from '../../../http/scope';
import { recordDtoOf } from '../../../records/rows';
import type { ModuleDeps } from '../../module-deps';
import { PLACEMENT } from '../placements/placement-record';
import { DecisionLog } from './decision-log';
import { endpointOf } from './endpoint-generator';
import { servedAdsOf } from './served-ads';
import { decideForTag } from './tag-decision';
import { EMPTY_VAST, vastOf } from './vast-xml';

const tags = ['tags'];
const readPlacements = needs(PLACEMENT.permissions.read);
export const DECISION_HEADER = 'x-adcast-decision';

const sendVast = (reply: FastifyReply, xml: string) => reply.type('application/xml').send(xml);

/** The endpoint generator (part 2 §7), the public VAST tag it writes, its beacons and its decisions. */
export function registerTagRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const log = new DecisionLog();

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
      const now = new Date();
      const { decision, vastUrls } = await decideForTag(deps.db, placement, request.query as TagQuery, now);
      const decisionId = log.keep(decision, placement.networkId, now);
      reply.header(DECISION_HEADER, decisionId);
      return sendVast(reply, vastOf(servedAdsOf(decision, decisionId, vastUrls, deps.config.publicUrl)));
    },
  );

  for (const beacon of [TAG_API.impression(':id'), TAG_API.error(':id')])
    app.get(
      beacon,
      {
        config: publicRoute,
        schema: {
          tags,
          summary: 'A player reports an impression or an error (not recorded yet)',
          params: IdParamsSchema,
        },
      },
      async (_request, reply) => reply.code(204).send(),
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
      const decision = log.find(id);
      const scope = networkScope(authOf(request));
      if (!decision || (scope !== null && decision.networkId !== scope)) throw notFound('Decision');
      return decision;
    },
  );
}
