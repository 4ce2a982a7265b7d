import {
  IMPORT_MESSAGES,
  type ImportAction,
  type ImportResult,
  type ImportRow,
} from '@adcast/domain/csv-imports';
import type { AnyColumn } from 'drizzle-orm';
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { upsertRows } from '../db/upsert';
import { PERMISSION_MISSING } from '../http/auth';
import { badRequest } from '../http/errors';
import { type ChangeEntry, recordChanges } from './changelog-entry';
import { type FileRow, type ImportColumn, readFileRows } from './csv-rows';
import type { AnyRecord, Versioned } from './definition';
import type { WriteContext } from './writes';

/** How an area's records come from a CSV file: its columns, its input and the natural key a row updates by. */
export interface ImportSpec<TDto extends Versioned, TInput extends Record<string, unknown>> {
  record: AnyRecord<TDto>;
  columns: readonly ImportColumn[];
  schema: z.ZodType<TInput>;
  /** The natural key's columns (e.g. publisher and bundle id), named as the input names them. */
  key: Record<string, AnyPgColumn>;
  /** The columns a row that exists takes from the file. */
  update: Record<string, AnyColumn>;
  nameOf(input: TInput): string;
  /** The input of an existing row, to tell an update from a row the file leaves as it is. */
  inputOf(dto: TDto): TInput;
  /** Per input: why it may not be written (a publisher out of reach), or null. */
  refusals(ctx: WriteContext, inputs: TInput[]): Promise<(string | null)[]>;
  /** The rows in the caller's reach that the inputs' keys name. */
  existing(ctx: WriteContext, inputs: TInput[]): Promise<TDto[]>;
}

type Planned<TInput> = ImportRow & { input?: TInput };

const READ_BATCH = 1000;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function keyOf(key: Record<string, unknown>, value: Record<string, unknown>) {
  return JSON.stringify(Object.keys(key).map((field) => value[field]));
}

/** A field's issue under its column's header ('Bundle ID: ...'), but for cells that could not be read at all. */
export function issuesOf(
  columns: readonly ImportColumn[],
  error: z.ZodError,
  unread: readonly string[] = [],
): string[] {
  return error.issues
    .filter((issue) => !unread.includes(String(issue.path[0])))
    .map((issue) => {
      const column = columns.find((c) => c.field === issue.path[0]);
      return column ? `${column.label}: ${issue.message}` : issue.message;
    });
}

/** Each row of the file as what it would do: create, update, leave as it is, or its errors. */
async function plan<TDto extends Versioned, TInput extends Record<string, unknown>>(
  ctx: WriteContext,
  spec: ImportSpec<TDto, TInput>,
  fileRows: FileRow[],
): Promise<Planned<TInput>[]> {
  const planned: Planned<TInput>[] = fileRows.map((row) => {
    const parsed = spec.schema.safeParse(row.raw);
    const messages = [
      ...row.messages,
      ...(parsed.success ? [] : issuesOf(spec.columns, parsed.error, row.unread)),
    ];
    const name = String(row.raw[spec.columns[0]!.field] ?? '');
    if (messages.length > 0 || !parsed.success)
      return { line: row.line, action: 'ERROR', name, id: null, messages };
    return {
      line: row.line,
      action: 'CREATE',
      name: spec.nameOf(parsed.data),
      id: null,
      messages,
      input: parsed.data,
    };
  });
  const valid = planned.filter((row) => row.input);
  const inputs = valid.map((row) => row.input!);
  const refusals = await spec.refusals(ctx, inputs);
  const existing = new Map(
    (await spec.existing(ctx, inputs)).map((dto) => [keyOf(spec.key, spec.inputOf(dto)), dto]),
  );
  const firstLine = new Map<string, number>();
  const mayEdit = ctx.auth.permissions.has(spec.record.permissions.edit);
  valid.forEach((row, index) => {
    const key = keyOf(spec.key, row.input!);
    const refusal = refusals[index];
    const earlier = firstLine.get(key);
    const dto = existing.get(key);
    if (refusal) row.messages.push(refusal);
    else if (earlier !== undefined) row.messages.push(IMPORT_MESSAGES.duplicateInFile(earlier));
    else if (dto?.status === 'ARCHIVED') row.messages.push(IMPORT_MESSAGES.archived(spec.record.what));
    else if (dto && !mayEdit) row.messages.push(PERMISSION_MISSING);
    if (earlier === undefined) firstLine.set(key, row.line);
    if (row.messages.length > 0) {
      row.action = 'ERROR';
      row.input = undefined;
    } else if (dto) {
      row.id = dto.id;
      row.action = same(spec.inputOf(dto), row.input) ? 'UNCHANGED' : 'UPDATE';
    }
  });
  return planned;
}

async function dtosOf<TDto extends Versioned>(ctx: WriteContext, record: AnyRecord<TDto>, ids: number[]) {
  const found = new Map<number, TDto>();
  for (let at = 0; at < ids.length; at += READ_BATCH) {
    const rows = await record.select(ctx.db).where(inArray(record.table.id, ids.slice(at, at + READ_BATCH)));
    for (const row of rows) found.set(row.id as number, record.toDto(row));
  }
  return found;
}

/** Writes the creates and updates in a few statements, one changelog entry per row, in one transaction. */
function write<TDto extends Versioned, TInput extends Record<string, unknown>>(
  ctx: WriteContext,
  spec: ImportSpec<TDto, TInput>,
  rows: Planned<TInput>[],
) {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const updates = rows.filter((row) => row.action === 'UPDATE').map((row) => row.id!);
    const before = await dtosOf(tx, spec.record, updates);
    const written = await upsertRows(
      db,
      spec.record.table as never,
      rows.map((row) => row.input!),
      spec.key,
      spec.update,
    );
    const after = await dtosOf(
      tx,
      spec.record,
      written.map((row) => row.id),
    );
    const entries: ChangeEntry[] = [...after.values()].map((dto) => ({
      entityType: spec.record.entityType,
      entityId: dto.id,
      action: before.has(dto.id) ? 'UPDATE' : 'CREATE',
      userId: ctx.auth.user.id,
      networkId: spec.record.networkOf(dto),
      before: before.get(dto.id),
      after: dto,
    }));
    await recordChanges(db, entries);
    for (const dto of after.values()) ctx.written?.(spec.record.entityType, dto.id);
    const idOf = new Map(written.map((row) => [keyOf(spec.key, row), row.id]));
    for (const row of rows) row.id = idOf.get(keyOf(spec.key, row.input!)) ?? row.id;
  });
}

/**
 * An import's answer: its rows' actions counted; with `apply`, refused while any row has an error
 * (naming their lines), else the rows that create or update written by `write`.
 */
export async function settleImport<TRow extends ImportRow>(
  rows: TRow[],
  apply: boolean,
  write: (changing: TRow[]) => Promise<void>,
): Promise<ImportResult> {
  const counts: Record<ImportAction, number> = { CREATE: 0, UPDATE: 0, UNCHANGED: 0, ERROR: 0 };
  for (const row of rows) counts[row.action] += 1;
  const errors = rows.filter((row) => row.action === 'ERROR').map((row) => row.line);
  if (apply && errors.length > 0) throw badRequest(IMPORT_MESSAGES.hasErrors(errors));
  const changing = rows.filter((row) => row.action === 'CREATE' || row.action === 'UPDATE');
  if (apply && changing.length > 0) await write(changing);
  return {
    applied: apply && changing.length > 0,
    counts,
    rows: rows.map(({ line, action, name, id, messages }) => ({ line, action, name, id, messages })),
  };
}

/**
 * Rows of an area's records (a CSV file's, a pasted list's): previewed row by row (nothing
 * written), or, when `apply` and no row has an error, written at once. Rows with errors refuse the
 * whole import, naming their lines.
 */
export async function importRows<TDto extends Versioned, TInput extends Record<string, unknown>>(
  ctx: WriteContext,
  spec: ImportSpec<TDto, TInput>,
  fileRows: FileRow[],
  apply: boolean,
): Promise<ImportResult> {
  const rows = await plan(ctx, spec, fileRows);
  return settleImport(rows, apply, (changing) => write(ctx, spec, changing));
}

/** A CSV file of an area's records, by the columns' headers: see importRows. */
export const importCsv = <TDto extends Versioned, TInput extends Record<string, unknown>>(
  ctx: WriteContext,
  spec: ImportSpec<TDto, TInput>,
  bytes: Buffer,
  apply: boolean,
) => importRows(ctx, spec, readFileRows(bytes, spec.columns), apply);
