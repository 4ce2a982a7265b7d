import { DOMAINS_API } from '@adcast/domain/inventory/paths';
import { DomainEmbedSchema, embedSnippet } from '@adcast/domain/tags/embeds';
import { TAG_API } from '@adcast/domain/tags/paths';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { placements } from '../../../db/schema/inventory';
import { type AuthContext, authOf, needs } from '../../../http/auth';
import { IdParamsSchema } from '../../../http/params';
import { loadRecord } from '../../../records/rows';
import type { ModuleDeps } from '../../module-deps';
import { DOMAIN } from './domain-record';

/**
 * The code a publisher pastes on the domain's pages: per active placement of its publisher, the
 * VAST tag on the public origin (no macros: a web page has no ad server to fill them, and the tag
 * takes what is missing as not given) and a player snippet asking it. Whoever sees the domain sees
 * them (its publisher's own users too): the placements are the same publisher's, so its tenancy.
 */
export async function domainEmbeds(db: Db, auth: AuthContext, publicUrl: string, domainId: number) {
  const domain = await loadRecord(db, auth, DOMAIN, domainId);
  const rows = await db
    .select({ id: placements.id, name: placements.name })
    .from(placements)
    .where(and(eq(placements.publisherId, domain.publisher.id), eq(placements.status, 'ACTIVE')))
    .orderBy(asc(placements.name), asc(placements.id));
  return rows.map((row) => {
    const tagUrl = `${publicUrl}${TAG_API.vastTag(row.id)}`;
    return { placementId: row.id, placementName: row.name, tagUrl, html: embedSnippet(row.id, tagUrl) };
  });
}

export function registerDomainEmbeds(app: FastifyInstance, deps: ModuleDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    DOMAINS_API.embeds(':id'),
    {
      config: needs(DOMAIN.permissions.read),
      schema: {
        tags: [DOMAIN.tag],
        summary: "Each active placement of the domain's publisher: its VAST tag and a player snippet",
        params: IdParamsSchema,
        response: { 200: z.array(DomainEmbedSchema) },
      },
    },
    (request) => domainEmbeds(deps.db, authOf(request), deps.config.publicUrl, request.params.id),
  );
}
