import { IMPORT_MESSAGES, type ImportResult, type ImportRow } from '@adcast/domain/csv-imports';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { PARTNER_CONTRACT } from '@adcast/domain/demand/partner-contract';
import {
  type DemandPartner,
  DemandPartnerInputSchema,
  PARTNER_COLUMN_LABELS as L,
  PARTNER_IMPORT_COLUMNS,
} from '@adcast/domain/demand/partners';
import { ACTIVE_INACTIVE_OPTIONS, INTEGRATION_TYPE_OPTIONS } from '@adcast/domain/enumerations';
import { IdSchema } from '@adcast/domain/ids';
import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { demandPartners } from '../../../db/schema/demand';
import { PERMISSION_MISSING } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { issuesOf, settleImport } from '../../../records/csv-import';
import {
  decimalReader,
  type FileRow,
  numberReader,
  optionReader,
  readFileRows,
  withReaders,
} from '../../../records/csv-rows';
import { resolveNetwork } from '../../../records/network-choice';
import type { WriteContext } from '../../../records/writes';
import { PARTNER } from './partner-record';
import { createPartner, updatePartner } from './write-service';

type PartnerInput = z.output<typeof DemandPartnerInputSchema>;
type Planned = ImportRow & { input?: PartnerInput; version?: number };

export const PARTNER_IMPORT_READERS = withReaders(PARTNER_IMPORT_COLUMNS, {
  id: numberReader,
  status: optionReader(L.status, ACTIVE_INACTIVE_OPTIONS),
  networkId: numberReader,
  integrationType: optionReader(L.integrationType, INTEGRATION_TYPE_OPTIONS),
  defaultBidFloor: decimalReader,
});

async function partnersByIds(ctx: WriteContext, rows: FileRow[]): Promise<Map<number, DemandPartner>> {
  const ids = rows.map((row) => row.raw.id).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return new Map();
  const found = await PARTNER.select(ctx.db).where(
    and(inArray(demandPartners.id, ids), PARTNER.visibleTo(ctx.auth)),
  );
  return new Map(found.map((row) => [row.id, PARTNER.toDto(row)]));
}

/** The row's network as the caller may choose it, or why not. */
async function networkChosen(ctx: WriteContext, input: PartnerInput): Promise<string[]> {
  try {
    input.networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId);
    return [];
  } catch (error) {
    if (error instanceof AppError) return error.messages;
    throw error;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Each row as what it would do: a new partner, an edit of the partner its ID names, nothing, or its errors. */
async function plan(ctx: WriteContext, fileRows: FileRow[]): Promise<Planned[]> {
  const existing = await partnersByIds(ctx, fileRows);
  const mayEdit = ctx.auth.permissions.has(PARTNER.permissions.edit);
  const firstLine = new Map<number, number>();
  const planned: Planned[] = [];
  for (const row of fileRows) {
    const { id: rawId, ...fields } = row.raw;
    const id = IdSchema.optional().safeParse(rawId);
    const parsed = DemandPartnerInputSchema.safeParse(fields);
    const name = String(fields.displayName ?? '');
    const messages = [...row.messages];
    if (!id.success) messages.push(...id.error.issues.map((issue) => `${L.id}: ${issue.message}`));
    if (!parsed.success) messages.push(...issuesOf(PARTNER_IMPORT_READERS, parsed.error, row.unread));
    else messages.push(...(await networkChosen(ctx, parsed.data)));
    const partnerId = id.success ? id.data : undefined;
    const dto = partnerId === undefined ? undefined : existing.get(partnerId);
    const earlier = partnerId === undefined ? undefined : firstLine.get(partnerId);
    if (partnerId !== undefined && !dto) messages.push(DEMAND_MESSAGES.partnerIdNotFound(partnerId));
    else if (earlier !== undefined) messages.push(IMPORT_MESSAGES.duplicateInFile(earlier));
    else if (dto?.status === 'ARCHIVED') messages.push(IMPORT_MESSAGES.archived(PARTNER.what));
    else if (dto && !mayEdit) messages.push(PERMISSION_MISSING);
    if (partnerId !== undefined && earlier === undefined) firstLine.set(partnerId, row.line);
    if (messages.length > 0 || !parsed.success) {
      planned.push({ line: row.line, action: 'ERROR', name, id: partnerId ?? null, messages });
      continue;
    }
    const input = parsed.data;
    const unchanged = dto && same(DemandPartnerInputSchema.parse(PARTNER_CONTRACT.inputOf(dto)), input);
    planned.push({
      line: row.line,
      action: !dto ? 'CREATE' : unchanged ? 'UNCHANGED' : 'UPDATE',
      name: input.displayName,
      id: dto?.id ?? null,
      messages,
      input,
      version: dto?.version,
    });
  }
  return planned;
}

/** Creates and edits through the partners' own writes (their rules and changelog), all in one transaction. */
const write = (ctx: WriteContext, rows: Planned[]) =>
  ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    for (const row of rows) {
      if (row.id === null) row.id = (await createPartner(tx, row.input!)).id;
      else await updatePartner(tx, { ...row.input!, version: row.version! }, row.id);
    }
  });

/** A CSV of demand partners (the export's columns): previewed, or with `apply` written. */
export const importPartners = async (
  ctx: WriteContext,
  bytes: Buffer,
  apply: boolean,
): Promise<ImportResult> =>
  settleImport(await plan(ctx, readFileRows(bytes, PARTNER_IMPORT_READERS)), apply, (changing) =>
    write(ctx, changing),
  );
