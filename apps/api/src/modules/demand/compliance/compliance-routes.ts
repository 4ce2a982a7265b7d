import { Readable } from 'node:stream';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  ImportQuerySchema,
  ImportResultSchema,
} from '@adcast/domain/csv-imports';
import {
  ApprovalChangeResultSchema,
  ApprovalDecisionSchema,
  ApprovalFilterSchema,
  ApprovalRequestResultSchema,
  ApprovalRequestSchema,
  ApprovalSchema,
  InventoryApprovalsQuerySchema,
  type InventoryKind,
} from '@adcast/domain/demand/compliance';
import { COMPLIANCE_API } from '@adcast/domain/demand/compliance-paths';
import { pageOf } from '@adcast/domain/list-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../../http/answer-docs';
import { authOf, needs } from '../../../http/auth';
import { badRequest } from '../../../http/errors';
import { IdParamsSchema } from '../../../http/params';
import { readUpload } from '../../../http/uploads';
import { writeContext } from '../../../records/route-parts';
import type { ModuleDeps } from '../../module-deps';
import { loadPartner } from '../partners/partner-record';
import { importApprovals } from './approval-import';
import { approvalCsvLines, inventoryApprovals, listApprovals } from './approval-reads';
import { decideApprovals, requestApprovals } from './approval-writes';

const tags = ['compliance'];
const read = needs('COMPLIANCE_READ');
const edit = needs('COMPLIANCE_EDIT');

/** Demand partner compliance: each partner's approvals of publisher domains and apps (part 2 §7). */
export function registerComplianceRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    COMPLIANCE_API.approvals,
    {
      config: read,
      schema: {
        tags,
        summary: 'Approvals of every partner, pending longest first (partners, publishers, status, kind)',
        querystring: ApprovalFilterSchema,
        response: { 200: pageOf(ApprovalSchema) },
      },
    },
    (request) => listApprovals(deps.db, authOf(request), request.query),
  );

  r.get(
    COMPLIANCE_API.inventoryApprovals,
    {
      config: read,
      schema: {
        tags,
        summary: 'One domain or app with every partner asked to approve it',
        querystring: InventoryApprovalsQuerySchema,
        response: { 200: z.array(ApprovalSchema) },
      },
    },
    (request) => inventoryApprovals(deps.db, authOf(request), request.query),
  );

  const kindRoutes = (path: string, kind: InventoryKind) => {
    const what = kind === 'APP' ? 'apps' : 'domains';
    r.get(
      path,
      {
        config: read,
        schema: {
          tags,
          summary: `Approvals of ${what}, pending longest first`,
          querystring: ApprovalFilterSchema,
          response: { 200: pageOf(ApprovalSchema) },
        },
      },
      (request) => listApprovals(deps.db, authOf(request), { ...request.query, kind }),
    );
    r.post(
      path,
      {
        config: edit,
        schema: {
          tags,
          summary: `Asks partners to approve ${what} (ids, or every active one of publishers)`,
          body: ApprovalRequestSchema,
          response: { 200: ApprovalRequestResultSchema },
        },
      },
      (request) => requestApprovals(writeContext(deps, request), kind, request.body),
    );
  };
  kindRoutes(COMPLIANCE_API.appApprovals, 'APP');
  kindRoutes(COMPLIANCE_API.domainApprovals, 'DOMAIN');

  r.put(
    COMPLIANCE_API.decide,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Sets approvals by hand: approved, rejected or pending, with a note and the day',
        body: ApprovalDecisionSchema,
        response: { 200: ApprovalChangeResultSchema },
      },
    },
    (request) => decideApprovals(writeContext(deps, request), request.body),
  );

  r.get(
    COMPLIANCE_API.partnerApprovals(':id'),
    {
      config: read,
      schema: {
        tags,
        summary: "One demand partner's approvals, pending longest first",
        params: IdParamsSchema,
        querystring: ApprovalFilterSchema,
        response: { 200: pageOf(ApprovalSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await loadPartner(deps.db, auth, request.params.id);
      return listApprovals(deps.db, auth, request.query, request.params.id);
    },
  );

  r.get(
    COMPLIANCE_API.partnerCsv(':id'),
    {
      config: read,
      schema: {
        tags,
        summary: "One demand partner's approvals as CSV",
        params: IdParamsSchema,
        response: fileAnswer('text/csv'),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const partner = await loadPartner(deps.db, auth, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="approvals-dp-${partner.id}.csv"`)
        .send(Readable.from(approvalCsvLines(deps.db, auth, partner.id)));
    },
  );

  r.post(
    COMPLIANCE_API.partnerCsv(':id'),
    {
      config: { ...edit, multipart: { files: [{ part: 'file', kind: 'document' }] } },
      schema: {
        tags,
        summary: 'Imports the partner\'s CSV of approvals (part "file"): a preview unless dryRun=false',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        querystring: ImportQuerySchema,
        response: { 200: ImportResultSchema },
      },
    },
    async (request) => {
      const ctx = writeContext(deps, request);
      await loadPartner(ctx.db, ctx.auth, request.params.id);
      const upload = await readUpload(request, {
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: IMPORT_MESSAGES.tooLarge,
      });
      const file = upload.files.find((part) => part.field === 'file');
      if (!file) throw badRequest(IMPORT_MESSAGES.noFile);
      return importApprovals(ctx, request.params.id, file.bytes, !request.query.dryRun);
    },
  );
}
