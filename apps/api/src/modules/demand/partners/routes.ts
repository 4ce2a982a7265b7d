import {
  DemandPartnerInputSchema,
  DemandPartnerOptionSchema,
  DemandPartnerPickerFilterSchema,
  DemandPartnerUpdateSchema,
} from '@adcast/domain/demand/partners';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { pageOf } from '@adcast/domain/list-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, needs } from '../../../http/auth';
import { registerRecordRoutes } from '../../../records/routes';
import type { ModuleDeps } from '../../module-deps';
import { pickPartners } from './list-service';
import { PARTNER } from './rows';
import { createPartner, updatePartner } from './write-service';

export function registerDemandPartnerRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  // The picker is registered first: /api/dp/all is not a partner id.
  app.withTypeProvider<ZodTypeProvider>().get(
    DEMAND_API.partnerPicker,
    {
      config: needs(PARTNER.permissions.read),
      schema: {
        tags: [PARTNER.tag],
        summary: 'Demand partner picker',
        querystring: DemandPartnerPickerFilterSchema,
        response: { 200: pageOf(DemandPartnerOptionSchema) },
      },
    },
    async (request) => pickPartners(deps.db, authOf(request), request.query),
  );
  registerRecordRoutes(app, deps, PARTNER, {
    list: {
      list: DEMAND_API.partners,
      counts: DEMAND_API.partnerCounts,
      statuses: DEMAND_API.partnerStatuses,
    },
    rows: {
      one: DEMAND_API.partner(':id'),
      archive: DEMAND_API.archivePartner(':id'),
      unarchive: DEMAND_API.unarchivePartner(':id'),
    },
    create: { path: DEMAND_API.partners, body: DemandPartnerInputSchema, write: createPartner },
    update: {
      path: DEMAND_API.partner(':id'),
      body: DemandPartnerUpdateSchema,
      write: (ctx, body, params) => updatePartner(ctx, body, params.id),
    },
  });
}
