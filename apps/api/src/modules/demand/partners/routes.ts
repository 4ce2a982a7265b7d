import {
  DemandPartnerCountFilterSchema,
  DemandPartnerInputSchema,
  DemandPartnerListFilterSchema,
  DemandPartnerOptionSchema,
  DemandPartnerPickerFilterSchema,
  DemandPartnerSchema,
  DemandPartnerUpdateSchema,
} from '@adcast/domain/demand/partners';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { ENTITY_STATUS_OPTIONS } from '@adcast/domain/enumerations';
import { pageOf } from '@adcast/domain/list-schemas';
import { StatusCountSchema, StatusOptionSchema, VersionBodySchema } from '@adcast/domain/records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, needs } from '../../../http/auth';
import type { AppDeps } from '../../../http/deps';
import { IdParamsSchema } from '../../../http/params';
import { countPartnersByStatus, listPartners, pickPartners } from './list-service';
import { loadPartner } from './rows';
import { archivePartner, createPartner, updatePartner } from './write-service';

const tags = ['demand partners'];
const one = { 200: DemandPartnerSchema };

export function registerDemandPartnerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = needs('DEMAND_PARTNERS_READ');
  r.get(
    DEMAND_API.partners,
    {
      config: read,
      schema: {
        tags,
        querystring: DemandPartnerListFilterSchema,
        response: { 200: pageOf(DemandPartnerSchema) },
      },
    },
    async (request) => listPartners(deps.db, authOf(request), request.query),
  );
  r.get(
    DEMAND_API.partnerPicker,
    {
      config: read,
      schema: {
        tags,
        summary: 'Demand partner picker',
        querystring: DemandPartnerPickerFilterSchema,
        response: { 200: pageOf(DemandPartnerOptionSchema) },
      },
    },
    async (request) => pickPartners(deps.db, authOf(request), request.query),
  );
  r.get(
    DEMAND_API.partnerStatuses,
    { config: read, schema: { tags, response: { 200: z.array(StatusOptionSchema) } } },
    async () => [...ENTITY_STATUS_OPTIONS],
  );
  r.get(
    DEMAND_API.partnerCounts,
    {
      config: read,
      schema: {
        tags,
        querystring: DemandPartnerCountFilterSchema,
        response: { 200: z.array(StatusCountSchema) },
      },
    },
    async (request) => countPartnersByStatus(deps.db, authOf(request), request.query.displayName),
  );
  r.get(
    DEMAND_API.partner(':id'),
    { config: read, schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => loadPartner(deps.db, authOf(request), request.params.id),
  );
  r.post(
    DEMAND_API.partners,
    {
      config: needs('DEMAND_PARTNERS_CREATE'),
      schema: { tags, body: DemandPartnerInputSchema, response: { 201: DemandPartnerSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPartner(deps.db, authOf(request), request.body)),
  );
  r.put(
    DEMAND_API.partner(':id'),
    {
      config: needs('DEMAND_PARTNERS_EDIT'),
      schema: { tags, params: IdParamsSchema, body: DemandPartnerUpdateSchema, response: one },
    },
    async (request) => updatePartner(deps.db, authOf(request), request.params.id, request.body),
  );
  for (const archive of [true, false]) {
    r.put(
      archive ? DEMAND_API.archivePartner(':id') : DEMAND_API.unarchivePartner(':id'),
      {
        config: needs('DEMAND_PARTNERS_ARCHIVE'),
        schema: { tags, params: IdParamsSchema, body: VersionBodySchema, response: one },
      },
      async (request) =>
        archivePartner(deps.db, authOf(request), request.params.id, archive, request.body?.version),
    );
  }
}
