import { ConnectionCallDaySchema } from '@adcast/domain/decisioning/partner-calls';
import { CONNECTION_CONTRACT } from '@adcast/domain/demand/connection-contract';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { TAG_API } from '@adcast/domain/tags/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callCountsOf, connectionOfPartner } from '../../../../db/partner-connections';
import { fileAnswer } from '../../../../http/answer-docs';
import { authOf, needs, publicRoute } from '../../../../http/auth';
import { notFound } from '../../../../http/errors';
import { IdParamsSchema, PathIdSchema } from '../../../../http/params';
import { networkScope } from '../../../../http/scope';
import type { ModuleDeps } from '../../../module-deps';
import type { BidMarkups } from './bid-markups';
import type { CallCounts } from './call-counts';

/** The kept VAST of winning partner bids (public, as the tag is) and each connection's call counts. */
export function registerPartnerRoutes(
  app: FastifyInstance,
  deps: ModuleDeps,
  counts: CallCounts,
  markups: BidMarkups,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    TAG_API.bidVast(':id', ':key'),
    {
      config: publicRoute,
      schema: {
        tags: ['tags'],
        summary:
          "The VAST a demand partner's winning bid answered, for the tag's wrapper (kept a quarter hour)",
        params: z.object({ id: IdParamsSchema.shape.id, key: z.uuid() }),
        response: fileAnswer('application/xml'),
      },
    },
    async (request, reply) => {
      const vast = await markups.find(request.params.id, request.params.key);
      if (vast === undefined) throw notFound('Bid VAST');
      return reply.type('application/xml').send(vast);
    },
  );
  r.get(
    DEMAND_API.connectionCalls(':dpId', ':id'),
    {
      config: needs(CONNECTION_CONTRACT.permissions.read),
      schema: {
        tags: [CONNECTION_CONTRACT.labels.plural.toLowerCase()],
        summary: "What the tag's calls to the connection came to per day, the latest first",
        params: z.object({ dpId: PathIdSchema, id: PathIdSchema }),
        response: { 200: z.array(ConnectionCallDaySchema) },
      },
    },
    async (request) => {
      const { dpId, id } = request.params;
      const connection = await connectionOfPartner(deps.db, dpId, id);
      const scope = networkScope(authOf(request));
      if (!connection || (scope !== null && connection.networkId !== scope)) throw notFound('Connection');
      await counts.flush();
      const days = await callCountsOf(deps.db, connection.id);
      return days.map(({ connectionId: _connection, ...day }) => day);
    },
  );
}
