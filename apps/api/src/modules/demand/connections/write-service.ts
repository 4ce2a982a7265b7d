import type {
  Connection,
  ConnectionInputSchema,
  ConnectionUpdateSchema,
} from '@adcast/domain/demand/connections';
import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { connections } from '../../../db/schema/demand';
import { isUniqueViolation } from '../../../db/unique-violation';
import type { AuthContext } from '../../../http/auth';
import { conflict, forbidden, ruleBroken } from '../../../http/errors';
import {
  archiveTracked,
  changeTracked,
  createTracked,
  nextVersion,
  stillAt,
} from '../../changelog/tracked-write';
import { loadPartner } from '../partners/rows';
import { assignedPlacementIds, setPlacements } from './placements-service';
import { connectionRow, loadConnection } from './rows';

type ConnectionInput = z.output<typeof ConnectionInputSchema>;
type ConnectionUpdate = z.output<typeof ConnectionUpdateSchema>;

/** A connection name is unique within its partner, whatever the letter case (a unique index says so too). */
async function uniqueName<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'connections_partner_name_unique')) {
      throw conflict(DEMAND_MESSAGES.duplicateConnectionName);
    }
    throw error;
  }
}

/** Creates a connection of a partner; with `duplicateOf` (needs CONNECTIONS_DUPLICATE) it copies that one's placements. */
export async function createConnection(
  db: Db,
  auth: AuthContext,
  dpId: number,
  input: ConnectionInput,
): Promise<Connection> {
  const { duplicateOf, ...fields } = input;
  if (!auth.permissions.has(duplicateOf === undefined ? 'CONNECTIONS_CREATE' : 'CONNECTIONS_DUPLICATE')) {
    throw forbidden();
  }
  const partner = await loadPartner(db, auth, dpId);
  if (partner.status === 'ARCHIVED') throw ruleBroken(DEMAND_MESSAGES.archivedPartner);
  const source = duplicateOf === undefined ? null : await loadConnection(db, auth, duplicateOf);
  const networkId = partner.network?.id ?? null;
  const insert = async (tx: Db) => {
    const [row] = await tx
      .insert(connections)
      .values({
        ...fields,
        demandPartnerId: partner.id,
        dpDisplayName: partner.displayName,
        networkId,
        duplicateDpConnection: source !== null,
        duplicatedFromId: source?.id ?? null,
      })
      .returning({ id: connections.id });
    const id = row!.id;
    if (source) await setPlacements(tx, auth, { id, networkId }, await assignedPlacementIds(tx, source.id));
    return id;
  };
  return uniqueName(createTracked(db, auth, connectionRow(dpId), insert, source ? 'DUPLICATE' : 'CREATE'));
}

export function updateConnection(
  db: Db,
  auth: AuthContext,
  target: { dpId: number; id: number },
  input: ConnectionUpdate,
): Promise<Connection> {
  const { version, ...fields } = input;
  return uniqueName(
    changeTracked(db, auth, connectionRow(target.dpId), {
      id: target.id,
      version,
      action: 'UPDATE',
      apply: async (tx, before) => {
        const updated = await tx
          .update(connections)
          .set({ ...fields, ...nextVersion(connections) })
          .where(stillAt(connections, before))
          .returning({ id: connections.id });
        return updated.length > 0;
      },
    }),
  );
}

export const archiveConnection = (
  db: Db,
  auth: AuthContext,
  target: { dpId: number; id: number; version?: number },
  archive: boolean,
) => archiveTracked(db, auth, connectionRow(target.dpId), { ...target, archive });
