import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  ImportQuerySchema,
  type ImportResult,
  ImportResultSchema,
} from '@adcast/domain/csv-imports';
import { fileAnswer } from '../http/answer-docs';
import { needs } from '../http/auth';
import { badRequest } from '../http/errors';
import { readUpload } from '../http/uploads';
import { csvLine } from './csv';
import { type ImportSpec, importCsv } from './csv-import';
import type { AnyRecord, Versioned } from './definition';
import type { RecordDeps } from './record-deps';
import { type Router, writeContext } from './route-parts';
import type { WriteContext } from './writes';

/** How one area reads a CSV file: its record, the file's columns and the import itself. */
export type FileImporter = {
  record: Pick<AnyRecord<Versioned>, 'tag' | 'what' | 'permissions'>;
  columns: readonly { label: string }[];
  run(ctx: WriteContext, bytes: Buffer, apply: boolean): Promise<ImportResult>;
};

/**
 * POST a CSV file of an area's records (multipart part `file`): previewed unless `?dryRun=false`;
 * and GET the file's template, its header line.
 */
export function registerFileImportRoutes(
  r: Router,
  deps: RecordDeps,
  importer: FileImporter,
  paths: { importCsv: string; template: string },
): void {
  const { record } = importer;
  const tags = [record.tag];
  r.post(
    paths.importCsv,
    {
      config: {
        ...needs(record.permissions.create),
        multipart: { files: [{ part: 'file', kind: 'document' }] },
      },
      schema: {
        tags,
        summary: `Imports ${record.tag} from a CSV file (part "file"): a preview unless dryRun=false`,
        consumes: ['multipart/form-data'],
        querystring: ImportQuerySchema,
        response: { 200: ImportResultSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request, {
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: IMPORT_MESSAGES.tooLarge,
      });
      const file = upload.files.find((part) => part.field === 'file');
      if (!file) throw badRequest(IMPORT_MESSAGES.noFile);
      const { dryRun } = request.query as { dryRun: boolean };
      return importer.run(writeContext(deps, request), file.bytes, !dryRun);
    },
  );
  r.get(
    paths.template,
    {
      config: needs(record.permissions.create),
      schema: {
        tags,
        summary: `The header line of a ${record.what} import file`,
        response: fileAnswer('text/csv'),
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${record.tag}-template.csv"`)
        .send(csvLine(importer.columns.map((column) => column.label))),
  );
}

/** The import routes of an area whose rows are upserted by a natural key (see ImportSpec). */
export function registerImportRoutes<TDto extends Versioned, TInput extends Record<string, unknown>>(
  r: Router,
  deps: RecordDeps,
  spec: ImportSpec<TDto, TInput>,
  paths: { importCsv: string; template: string },
): void {
  registerFileImportRoutes(
    r,
    deps,
    {
      record: spec.record,
      columns: spec.columns,
      run: (ctx, bytes, apply) => importCsv(ctx, spec, bytes, apply),
    },
    paths,
  );
}
