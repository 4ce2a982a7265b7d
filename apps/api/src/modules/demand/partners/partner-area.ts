import { DemandPartnerOptionSchema, DemandPartnerPickerFilterSchema } from '@adcast/domain/demand/partners';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { pageOf } from '@adcast/domain/list-schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, needs } from '../../../http/auth';
import { recordArea } from '../../../records/area';
import { registerFileImportRoutes } from '../../../records/import-routes';
import { pickPartners } from './list-service';
import { importPartners, PARTNER_IMPORT_READERS } from './partner-import';
import { PARTNER } from './partner-record';
import { createPartner, updatePartner } from './write-service';

/** Demand partners: the record's routes, the partner picker (/api/dp/all) and the CSV import (/api/dp/import). */
export const PARTNER_AREA = recordArea(PARTNER, {
  writes: { create: createPartner, update: updatePartner },
  summaries: { list: 'Demand partners (list)' },
  routes: (app, deps) => {
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
    registerFileImportRoutes(
      app,
      deps,
      { record: PARTNER, columns: PARTNER_IMPORT_READERS, run: importPartners },
      { importCsv: DEMAND_API.partnerImport, template: DEMAND_API.partnerImport },
    );
  },
});
