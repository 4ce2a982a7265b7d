import { IMPORT_MESSAGES } from '@adcast/domain/csv-imports';
import { DiscrepancyQuerySchema, DiscrepancyResultSchema } from '@adcast/domain/demand/revenue/discrepancy';
import {
  FollowSchema,
  REVENUE_IMPORT_MAX_BYTES,
  RevenueImportPreviewSchema,
  RevenueImportSchema,
  SupportedImportInputSchema,
  SupportedImportSchema,
  SupportedImportUpdateSchema,
} from '@adcast/domain/demand/revenue/imports';
import { DP_REVENUE_MESSAGES as M } from '@adcast/domain/demand/revenue/messages';
import { DP_REVENUE_API as API } from '@adcast/domain/demand/revenue/paths';
import { IdTextSchema } from '@adcast/domain/ids';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../../http/answer-docs';
import { authOf, needs } from '../../../http/auth';
import { badRequest } from '../../../http/errors';
import { PathIdSchema } from '../../../http/params';
import { readUpload } from '../../../http/uploads';
import type { ModuleDeps } from '../../module-deps';
import { loadPartner } from '../partners/partner-record';
import { discrepancyAlertJob } from './discrepancy-alerts';
import { discrepancyCsv } from './discrepancy-csv';
import { discrepancies } from './discrepancy-service';
import { followingOf, setFollowing } from './follows';
import {
  applyRevenueImport,
  revenueImportJob,
  revenueImportOf,
  revenueImportsOf,
  startRevenueImport,
  toPreview,
} from './revenue-imports';
import { createSupportedImport, supportedImportsOf, updateSupportedImport } from './supported-imports';

const tags = ['demand-partners'];
const READ = needs('DEMAND_PARTNERS_READ');
const EDIT = needs('DEMAND_PARTNERS_EDIT');
const PartnerParams = z.object({ dpId: PathIdSchema });
const ChildParams = z.object({ dpId: PathIdSchema, id: PathIdSchema });

/** The partner named in the path, if the caller may see it (404 otherwise). */
const partnerIn = (deps: ModuleDeps, request: FastifyRequest, dpId: number) =>
  loadPartner(deps.db, authOf(request), dpId);

/** Revenue reconciliation (issue 27): partners' import formats and files, the comparison, and follows. */
export function registerDpRevenueRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  deps.jobs.register(revenueImportJob(deps.db));
  deps.jobs.register(discrepancyAlertJob(deps));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    API.supportedImports(':dpId'),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The partner’s revenue import formats',
        params: PartnerParams,
        response: { 200: z.array(SupportedImportSchema) },
      },
    },
    async (request) => {
      const partner = await partnerIn(deps, request, request.params.dpId);
      return supportedImportsOf(deps.db, partner.id);
    },
  );
  r.post(
    API.supportedImports(':dpId'),
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Adds a revenue import format (a named column mapping) to the partner',
        params: PartnerParams,
        body: SupportedImportInputSchema,
        response: { 200: SupportedImportSchema },
      },
    },
    async (request) => {
      const partner = await partnerIn(deps, request, request.params.dpId);
      return createSupportedImport(deps.db, partner.id, request.body);
    },
  );
  r.put(
    API.supportedImport(':dpId', ':id'),
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Edits a revenue import format (with its version)',
        params: ChildParams,
        body: SupportedImportUpdateSchema,
        response: { 200: SupportedImportSchema },
      },
    },
    async (request) => {
      const partner = await partnerIn(deps, request, request.params.dpId);
      return updateSupportedImport(deps.db, partner.id, request.params.id, request.body);
    },
  );

  r.get(
    API.revenueImports(':dpId'),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The partner’s revenue imports, newest first',
        params: PartnerParams,
        response: { 200: z.array(RevenueImportSchema) },
      },
    },
    async (request) => {
      const partner = await partnerIn(deps, request, request.params.dpId);
      return revenueImportsOf(deps.db, partner.id);
    },
  );
  r.post(
    API.revenueImports(':dpId'),
    {
      config: {
        ...EDIT,
        multipart: { text: ['supportedImportId'], files: [{ part: 'file', kind: 'document' }] },
      },
      schema: {
        tags,
        summary:
          'Uploads the partner’s revenue report (CSV or XLSX, part "file") in a format ("supportedImportId"): read in the background for a preview; the same file again answers the import already made',
        consumes: ['multipart/form-data'],
        params: PartnerParams,
        response: { 200: RevenueImportSchema, 202: RevenueImportSchema },
      },
    },
    async (request, reply) => {
      const partner = await partnerIn(deps, request, request.params.dpId);
      const upload = await readUpload(request, {
        maxBytes: REVENUE_IMPORT_MAX_BYTES,
        tooLarge: IMPORT_MESSAGES.tooLarge,
      });
      const file = upload.files.find((part) => part.field === 'file');
      if (!file) throw badRequest(M.noFile);
      const format = IdTextSchema.safeParse(upload.fields.supportedImportId);
      if (!format.success) throw badRequest(M.formatNotFound);
      const { created, revenueImport } = await startRevenueImport(deps, {
        demandPartnerId: partner.id,
        supportedImportId: format.data,
        fileName: file.filename.slice(0, 300),
        bytes: file.bytes,
        userId: authOf(request).user.id,
      });
      return reply.code(created ? 202 : 200).send(revenueImport);
    },
  );
  r.get(
    API.revenueImport(':dpId', ':id'),
    {
      config: READ,
      schema: {
        tags,
        summary: 'One revenue import: its status and, once read, every row with its errors (the preview)',
        params: ChildParams,
        response: { 200: RevenueImportPreviewSchema },
      },
    },
    async (request) => {
      const partner = await partnerIn(deps, request, request.params.dpId);
      return toPreview(await revenueImportOf(deps.db, partner.id, request.params.id));
    },
  );
  r.post(
    API.applyRevenueImport(':dpId', ':id'),
    {
      config: EDIT,
      schema: {
        tags,
        summary:
          'Writes a previewed revenue import (refused while a row has errors); applying twice changes nothing',
        params: ChildParams,
        response: { 200: RevenueImportSchema },
      },
    },
    async (request) => {
      const partner = await partnerIn(deps, request, request.params.dpId);
      return applyRevenueImport(deps, partner.id, request.params.id);
    },
  );

  r.get(
    API.follow(':dpId'),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Whether the caller follows the partner’s discrepancies',
        params: PartnerParams,
        response: { 200: FollowSchema },
      },
    },
    async (request) => {
      const partner = await partnerIn(deps, request, request.params.dpId);
      return followingOf(deps.db, authOf(request).user.id, partner.id);
    },
  );
  r.put(
    API.follow(':dpId'),
    {
      config: EDIT,
      schema: {
        tags,
        summary: 'Follows (or stops following) the partner: followers are mailed each flagged day once',
        params: PartnerParams,
        body: FollowSchema,
        response: { 200: FollowSchema },
      },
    },
    async (request) => {
      const partner = await partnerIn(deps, request, request.params.dpId);
      return setFollowing(deps.db, authOf(request).user.id, partner.id, request.body.following);
    },
  );

  r.post(
    API.discrepancy,
    {
      config: READ,
      schema: {
        tags: ['reports'],
        summary: 'Our impressions and revenue against the partners’ own, by day × partner (× publisher)',
        body: DiscrepancyQuerySchema,
        response: { 200: DiscrepancyResultSchema },
      },
    },
    async (request) => discrepancies(deps, authOf(request), request.body),
  );
  r.post(
    API.discrepancyExport,
    {
      config: READ,
      schema: {
        tags: ['reports'],
        summary: 'The discrepancy comparison as CSV',
        body: DiscrepancyQuerySchema,
        response: fileAnswer('text/csv'),
      },
    },
    async (request, reply) => {
      const { content } = await discrepancies(deps, authOf(request), request.body);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="discrepancies.csv"')
        .send(discrepancyCsv(content));
    },
  );
}
