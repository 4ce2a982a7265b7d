import { A2V_API } from '@adcast/domain/a2v/paths';
import {
  DEFAULT_TEMPLATE_LAYOUT,
  type NetworkTemplate,
  NetworkTemplateQuerySchema,
  NetworkTemplateSchema,
  NetworkTemplateUpdateSchema,
  TEMPLATE_MESSAGES,
  TemplateLayoutSchema,
} from '@adcast/domain/a2v/templates';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveTemplate, templateOf } from '../../db/a2v/templates';
import type { Db } from '../../db/client';
import { networks } from '../../db/schema/tenancy';
import { type AuthContext, authOf, needs } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import { networkScope } from '../../http/scope';
import type { ModuleDeps } from '../module-deps';

const tags = ['a2v-network-template'];

/** The network whose template the caller asks for: a network user only its own; the network must exist. */
async function reachableNetwork(
  db: Db,
  auth: AuthContext,
  asked: number | undefined,
): Promise<number | null> {
  const own = networkScope(auth);
  const networkId = asked ?? own;
  if (networkId === null) return null;
  if (own !== null && networkId !== own) throw notFound('Network');
  const [found] = await db.select({ id: networks.id }).from(networks).where(eq(networks.id, networkId));
  if (!found) throw notFound('Network');
  return networkId;
}

/** A network's layout, or the default one (version 0) while it has saved none. */
export async function networkTemplate(db: Db, networkId: number | null): Promise<NetworkTemplate> {
  const row = networkId === null ? null : await templateOf(db, networkId);
  const stored = row ? TemplateLayoutSchema.safeParse(row.layout) : null;
  return stored?.success
    ? { networkId, saved: true, layout: stored.data, version: row!.version }
    : { networkId, saved: false, layout: DEFAULT_TEMPLATE_LAYOUT, version: row?.version ?? 0 };
}

/** GET and PUT of a network's A2V layout (the brands' permissions: it is the networks' side of a brand). */
export function registerTemplateRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    A2V_API.networkTemplate,
    {
      config: needs('BRANDS_READ'),
      schema: { tags, querystring: NetworkTemplateQuerySchema, response: { 200: NetworkTemplateSchema } },
    },
    async (request) =>
      networkTemplate(deps.db, await reachableNetwork(deps.db, authOf(request), request.query.networkId)),
  );
  r.put(
    A2V_API.networkTemplateOf(':networkId'),
    {
      config: needs('BRANDS_EDIT'),
      schema: {
        tags,
        params: z.object({ networkId: z.coerce.number().int().positive() }),
        body: NetworkTemplateUpdateSchema,
        response: { 200: NetworkTemplateSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const networkId = await reachableNetwork(deps.db, auth, request.params.networkId);
      if (networkId === null) throw notFound('Network');
      const { layout, version } = request.body;
      const saved = await saveTemplate(deps.db, networkId, layout, version, auth.user.id);
      if (saved === null) throw conflict(TEMPLATE_MESSAGES.stale);
      return networkTemplate(deps.db, networkId);
    },
  );
}
