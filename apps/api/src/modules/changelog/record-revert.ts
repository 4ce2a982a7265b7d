import { CHANGELOG_MESSAGES } from '@adcast/domain/changelog/changelog';
import { ContentOwnerFinancialSchema, ContentOwnerUpdateSchema } from '@adcast/domain/content/owners';
import { ConnectionUpdateSchema } from '@adcast/domain/demand/connections';
import { DemandPartnerUpdateSchema } from '@adcast/domain/demand/partners';
import { PlacementUpdateSchema } from '@adcast/domain/inventory/placements';
import { PublisherUpdateSchema } from '@adcast/domain/publishers/publishers';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import type { RecordArea } from '../../records/area';
import type { AnyRecord } from '../../records/definition';
import { loadRecord } from '../../records/rows';
import { archiveRecord, type WriteContext } from '../../records/writes';
import { CONTENT_OWNER } from '../content/owners/rows';
import { restoreContentOwner } from '../content/owners/write-service';
import { CONNECTION } from '../demand/connections/rows';
import { updateConnection } from '../demand/connections/write-service';
import { PARTNER } from '../demand/partners/rows';
import { updatePartner } from '../demand/partners/write-service';
import { PLACEMENT } from '../inventory/placements/rows';
import { updatePlacement } from '../inventory/placements/write-service';
import { PUBLISHER } from '../publishers/rows';
import { updatePublisher } from '../publishers/write-service';
import { recordAreaOf } from '../record-areas';

type Snapshot = Record<string, unknown>;
type Change = { entityType: string; entityId: number; action: string; before: unknown };

const idOf = (ref: unknown): number | null => (ref as { id?: number } | null)?.id ?? null;

/** The snapshot as the edit's input; one that no longer passes today's rules cannot be written back. */
function inputOf<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(...parsed.error.issues.map((issue) => issue.message));
  return parsed.data;
}

/**
 * How each record type writes its earlier fields back: the snapshot (the record's DTO) becomes the
 * update input again, through the same schema and service as an edit, so every rule of an edit holds.
 */
const FIELD_WRITES: Record<
  string,
  (ctx: WriteContext, before: Snapshot, id: number, version: number) => Promise<unknown>
> = {
  [PARTNER.entityType]: (ctx, before, id, version) =>
    updatePartner(
      ctx,
      inputOf(DemandPartnerUpdateSchema, { ...before, networkId: idOf(before.network), version }),
      id,
    ),
  [PLACEMENT.entityType]: (ctx, before, id, version) =>
    updatePlacement(
      ctx,
      inputOf(PlacementUpdateSchema, { ...before, publisherId: idOf(before.publisher), version }),
      id,
    ),
  [CONNECTION.entityType]: (ctx, before, id, version) =>
    updateConnection(
      ctx,
      { dpId: idOf(before.demandPartner) ?? 0, id },
      inputOf(ConnectionUpdateSchema, { ...before, version }),
    ),
  [PUBLISHER.entityType]: (ctx, before, id, version) =>
    updatePublisher(
      ctx,
      inputOf(PublisherUpdateSchema, { ...before, networkId: idOf(before.network), version }),
      id,
    ),
  [CONTENT_OWNER.entityType]: (ctx, before, id, version) =>
    restoreContentOwner(ctx, id, {
      details: inputOf(ContentOwnerUpdateSchema, { ...before, networkId: idOf(before.network), version }),
      terms: inputOf(ContentOwnerFinancialSchema, { ...before, version }),
      logoUrl: before.logoUrl as string | null | undefined,
    }),
};

const DEFINITIONS: Record<string, AnyRecord> = {
  [PARTNER.entityType]: PARTNER,
  [PLACEMENT.entityType]: PLACEMENT,
  [CONNECTION.entityType]: CONNECTION,
  [PUBLISHER.entityType]: PUBLISHER,
  [CONTENT_OWNER.entityType]: CONTENT_OWNER,
};

/** An area's edit input from a snapshot: the contract's input of the record, at the current version. */
function areaFieldWrite(area: Pick<RecordArea, 'record' | 'writes'>) {
  const { contract } = area.record;
  return (ctx: WriteContext, before: Snapshot, id: number, version: number) => {
    // A snapshot of an older shape of the record cannot be read as its edit.
    const record = contract.schemas.dto.safeParse(before);
    if (!record.success) throw badRequest(CHANGELOG_MESSAGES.notRevertible);
    const input = { ...(contract.inputOf(record.data) as object), version };
    return area.writes.update(ctx, inputOf(contract.schemas.update, input), id);
  };
}

/** The revert of a record's field edit, archive or unarchive. */
export function recordRevert(ctx: WriteContext, change: Change) {
  const area = recordAreaOf(change.entityType);
  const definition = area?.record ?? DEFINITIONS[change.entityType];
  if (!definition) return null;
  const currentVersion = async () =>
    (await loadRecord(ctx.db, ctx.auth, definition, change.entityId)).version;
  if (change.action === 'UPDATE') {
    const write = area ? areaFieldWrite(area) : FIELD_WRITES[change.entityType]!;
    return {
      permission: definition.permissions.edit,
      currentVersion,
      undo: (version: number) => write(ctx, change.before as Snapshot, change.entityId, version),
    };
  }
  if (change.action === 'ARCHIVE' || change.action === 'UNARCHIVE')
    return {
      permission: definition.permissions.archive,
      currentVersion,
      undo: (version: number) =>
        archiveRecord(ctx, definition, {
          id: change.entityId,
          version,
          archive: change.action === 'UNARCHIVE',
        }),
    };
  return null;
}
