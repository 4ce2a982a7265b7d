import type { Connection } from '@adcast/domain/demand/connections';
import type { EntityStatus, IntegrationType } from '@adcast/domain/enumerations';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { connections } from '../../../db/schema/demand';
import { networks } from '../../../db/schema/tenancy';
import type { AuthContext } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { networkFilter } from '../../../http/scope-filter';
import type { TrackedRow } from '../../changelog/tracked-write';
import { networkOf } from '../partners/rows';

/** Connections with their network's name: the list reads only this table (and the few networks). */
export const selectConnections = (db: Db) =>
  db
    .select({
      id: connections.id,
      name: connections.name,
      demandPartnerId: connections.demandPartnerId,
      dpDisplayName: connections.dpDisplayName,
      networkId: connections.networkId,
      networkName: networks.name,
      placementCnt: connections.placementCnt,
      schainAsi: connections.schainAsi,
      integrationType: connections.integrationType,
      duplicateDpConnection: connections.duplicateDpConnection,
      duplicatedFromId: connections.duplicatedFromId,
      createdOn: connections.createdOn,
      updatedOn: connections.updatedOn,
      notes: connections.notes,
      status: connections.status,
      version: connections.version,
    })
    .from(connections)
    .leftJoin(networks, eq(networks.id, connections.networkId));

type ConnectionRow = Awaited<ReturnType<typeof selectConnections>>[number];

export const toConnection = (row: ConnectionRow): Connection => ({
  id: row.id,
  name: row.name,
  demandPartner: { id: row.demandPartnerId, displayName: row.dpDisplayName },
  network: networkOf(row),
  placementCnt: row.placementCnt,
  schainAsi: row.schainAsi,
  integrationType: row.integrationType as IntegrationType,
  duplicateDpConnection: row.duplicateDpConnection,
  duplicatedFromId: row.duplicatedFromId,
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
  notes: row.notes,
  status: row.status as EntityStatus,
  version: row.version,
});

/** Connections the caller may see (a network user only its network's), within the networks asked for. */
export const connectionsVisibleTo = (auth: AuthContext, networkIds?: number[]) =>
  networkFilter(connections.networkId, auth, networkIds);

/** A connection the caller may see, of the given partner when one is named (the dp paths). */
export async function loadConnection(
  db: Db,
  auth: AuthContext,
  id: number,
  dpId?: number,
): Promise<Connection> {
  const [row] = await selectConnections(db).where(
    and(
      eq(connections.id, id),
      dpId === undefined ? undefined : eq(connections.demandPartnerId, dpId),
      connectionsVisibleTo(auth),
    ),
  );
  if (!row) throw notFound('Connection');
  return toConnection(row);
}

/** The changelog's view of a partner's connections. */
export const connectionRow = (dpId: number): TrackedRow<Connection, typeof connections> => ({
  entityType: 'CONNECTION',
  what: 'connection',
  table: connections,
  load: (db, auth, id) => loadConnection(db, auth, id, dpId),
  networkOf: (connection) => connection.network?.id ?? null,
});
