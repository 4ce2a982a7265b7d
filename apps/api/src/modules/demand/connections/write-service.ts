import type { ConnectionInputSchema, ConnectionUpdateSchema } from '@adcast/domain/demand/connections';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../http/auth';
import { forbidden, ruleBroken } from '../../../http/errors';
import { loadRecord } from '../../../records/rows';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { loadPartner } from '../partners/partner-record';
import { CONNECTION } from './connection-record';
import { assignedPlacementIds, setPlacements } from './placements-service';

type ConnectionInput = z.output<typeof ConnectionInputSchema>;
type ConnectionUpdate = z.output<typeof ConnectionUpdateSchema>;

/** Creates a connection of a partner; with `duplicateOf` (needs CONNECTIONS_DUPLICATE) it copies that one's placements. */
export async function createConnection(db: Db, auth: AuthContext, dpId: number, input: ConnectionInput) {
  const { duplicateOf, ...fields } = input;
  if (!auth.permissions.has(duplicateOf === undefined ? 'CONNECTIONS_CREATE' : 'CONNECTIONS_DUPLICATE')) {
    throw forbidden();
  }
  const partner = await loadPartner(db, auth, dpId);
  if (partner.status === 'ARCHIVED') throw ruleBroken(DEMAND_MESSAGES.archivedPartner);
  const source = duplicateOf === undefined ? null : await loadRecord(db, auth, CONNECTION, duplicateOf);
  const networkId = partner.network?.id ?? null;
  const values = {
    ...fields,
    demandPartnerId: partner.id,
    dpDisplayName: partner.displayName,
    networkId,
    duplicateDpConnection: source !== null,
    duplicatedFromId: source?.id ?? null,
  };
  return createRecord({ db, auth }, CONNECTION, values, {
    parent: { dpId },
    duplicate: source !== null,
    alongside: async (tx, id) => {
      if (source) await setPlacements(tx, auth, { id, networkId }, await assignedPlacementIds(tx, source.id));
    },
  });
}

export const updateConnection = (
  ctx: WriteContext,
  target: { dpId: number; id: number },
  input: ConnectionUpdate,
) => {
  const { version, ...fields } = input;
  return updateRecord(ctx, CONNECTION, { id: target.id, version, parent: { dpId: target.dpId } }, fields);
};
