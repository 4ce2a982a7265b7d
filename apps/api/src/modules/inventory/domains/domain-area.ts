import { ImportQuerySchema, ImportResultSchema } from '@adcast/domain/csv-imports';
import { DomainListInputSchema } from '@adcast/domain/inventory/domains';
import { DOMAINS_API } from '@adcast/domain/inventory/paths';
import type { z } from 'zod';
import { needs } from '../../../http/auth';
import { IdParamsSchema } from '../../../http/params';
import { recordArea } from '../../../records/area';
import { registerImportRoutes } from '../../../records/import-routes';
import { registerListPageRoute } from '../../../records/list-page-route';
import { bodyOf, parsed, writeContext } from '../../../records/route-parts';
import type { ModuleDeps } from '../../module-deps';
import { onePublisher } from '../publisher-scope';
import { registerDomainEmbeds } from './domain-embeds';
import { DOMAIN_IMPORT } from './domain-import';
import { DOMAIN } from './domain-record';
import { addDomainList, createDomain, updateDomain } from './write-service';

/** Domains: the record's routes, one publisher's domains (and a pasted list of them), and the CSV import. */
export const DOMAIN_AREA = recordArea<ModuleDeps>(DOMAIN, {
  writes: { create: createDomain, update: updateDomain },
  routes: (app, deps) => {
    const publisherDomains = DOMAINS_API.publisherDomains(':id');
    registerListPageRoute(app, deps, DOMAIN, {
      path: publisherDomains,
      summary: "One publisher's domains",
      params: IdParamsSchema,
      narrow: onePublisher,
    });
    app.post(
      publisherDomains,
      {
        config: needs(DOMAIN.permissions.create),
        schema: {
          tags: [DOMAIN.tag],
          summary: 'Adds a pasted list of domains to the publisher: a preview unless dryRun=false',
          params: IdParamsSchema,
          querystring: ImportQuerySchema,
          body: DomainListInputSchema,
          response: { 200: ImportResultSchema },
        },
      },
      async (request) => {
        const ctx = writeContext(deps, request);
        await onePublisher({ ...ctx, reads: deps.reads }, parsed(request).params, {});
        const { dryRun } = request.query as { dryRun: boolean };
        const body = bodyOf<z.output<typeof DomainListInputSchema>>(request);
        return addDomainList(ctx, parsed(request).params.id!, body, !dryRun);
      },
    );
    registerImportRoutes(app, deps, DOMAIN_IMPORT, {
      importCsv: DOMAINS_API.importCsv,
      template: DOMAINS_API.template,
    });
    registerDomainEmbeds(app, deps);
  },
});
