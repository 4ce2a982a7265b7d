import { ROUTING_API } from '@adcast/domain/marketplace/paths';
import {
  RoutingCheckSchema,
  RoutingPlanInputSchema,
  RoutingPlanQuerySchema,
  RoutingPlanSchema,
  RoutingPlanUpdateSchema,
} from '@adcast/domain/marketplace/routing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asksOnly, authOf, needs } from '../../../http/auth';
import type { ModuleDeps } from '../../module-deps';
import { checkPlan, loadPlan, routingNetwork, savePlan } from './routing-service';

const tags = ['marketplace routing'];

/** Marketplace routing: a network's ordered rules, their checks and a preview over the last 7 days. */
export function registerRoutingRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    ROUTING_API.rules,
    {
      config: needs('MARKETPLACE_ROUTING_READ'),
      schema: { tags, querystring: RoutingPlanQuerySchema, response: { 200: RoutingPlanSchema } },
    },
    async (request) =>
      loadPlan(deps.db, await routingNetwork(deps.db, authOf(request), request.query.networkId)),
  );
  r.post(
    ROUTING_API.check,
    {
      config: { ...needs('MARKETPLACE_ROUTING_READ'), ...asksOnly },
      schema: {
        tags,
        summary: 'Checks rules for overlaps and gaps and previews the last 7 days; saves nothing',
        body: RoutingPlanInputSchema,
        response: { 200: RoutingCheckSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const networkId = await routingNetwork(deps.db, auth, request.body.networkId);
      return checkPlan(deps, auth, networkId, request.body.rules);
    },
  );
  r.put(
    ROUTING_API.rules,
    {
      config: needs('MARKETPLACE_ROUTING_EDIT'),
      schema: { tags, body: RoutingPlanUpdateSchema, response: { 200: RoutingPlanSchema } },
    },
    async (request) => {
      const auth = authOf(request);
      const networkId = await routingNetwork(deps.db, auth, request.body.networkId);
      return savePlan(deps, auth, networkId, request.body.rules, request.body.version);
    },
  );
}
