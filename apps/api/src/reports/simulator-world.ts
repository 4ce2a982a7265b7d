import { ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connections, demandPartners } from '../db/schema/demand';
import { placements } from '../db/schema/inventory';
import { contentOwners } from '../db/schema/tenancy';

export type SimPlacement = { id: number; publisherId: number; networkId: number; platform: string };
export type SimPartner = { id: number; networkId: number; connectionId: number };
export type SimContentOwner = { id: number; networkId: number };
export type World = { placements: SimPlacement[]; partners: SimPartner[]; contentOwners: SimContentOwner[] };

/** The demo entities the traffic simulator gives life to (archived ones get none). */
export async function loadWorld(db: Db): Promise<World> {
  const [placementRows, partnerRows, connectionRows, ownerRows] = await Promise.all([
    db
      .select({
        id: placements.id,
        publisherId: placements.publisherId,
        networkId: placements.networkId,
        platform: placements.platform,
      })
      .from(placements)
      .where(ne(placements.status, 'ARCHIVED')),
    db
      .select({ id: demandPartners.id, networkId: demandPartners.networkId })
      .from(demandPartners)
      .where(ne(demandPartners.status, 'ARCHIVED')),
    db.select({ id: connections.id, partnerId: connections.demandPartnerId }).from(connections),
    db.select({ id: contentOwners.id, networkId: contentOwners.networkId }).from(contentOwners),
  ]);
  const firstConnection = new Map<number, number>();
  for (const c of connectionRows)
    if (!firstConnection.has(c.partnerId)) firstConnection.set(c.partnerId, c.id);
  return {
    placements: placementRows.map((p) => ({ ...p, networkId: p.networkId ?? 0 })),
    partners: partnerRows.map((p) => ({
      id: p.id,
      networkId: p.networkId ?? 0,
      connectionId: firstConnection.get(p.id) ?? 0,
    })),
    contentOwners: ownerRows.map((o) => ({ id: o.id, networkId: o.networkId ?? 0 })),
  };
}
