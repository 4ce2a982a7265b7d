import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import type { DemandPartnerInputSchema, DemandPartnerUpdateSchema } from '@adcast/domain/demand/partners';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { distinctFrom } from '../../../db/predicates';
import { connectionPlacements, connections } from '../../../db/schema/demand';
import { placements } from '../../../db/schema/inventory';
import { ruleBroken } from '../../../http/errors';
import { resolveNetwork } from '../../../records/network-choice';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { PARTNER } from './partner-record';

type PartnerInput = z.output<typeof DemandPartnerInputSchema>;
type PartnerUpdate = z.output<typeof DemandPartnerUpdateSchema>;

export async function createPartner(ctx: WriteContext, input: PartnerInput) {
  const networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId);
  return createRecord(ctx, PARTNER, { ...input, networkId });
}

/** A partner may move to another network only when no placement of its connections stays behind. */
async function checkNetworkMove(tx: Db, partnerId: number, networkId: number | null): Promise<void> {
  if (networkId === null) return;
  const [stranded] = await tx
    .select({ id: connectionPlacements.placementId })
    .from(connectionPlacements)
    .innerJoin(connections, eq(connections.id, connectionPlacements.connectionId))
    .innerJoin(placements, eq(placements.id, connectionPlacements.placementId))
    .where(and(eq(connections.demandPartnerId, partnerId), distinctFrom(placements.networkId, networkId)))
    .limit(1);
  if (stranded) throw ruleBroken(DEMAND_MESSAGES.partnerNetworkInUse);
}

export async function updatePartner(ctx: WriteContext, input: PartnerUpdate, id: number) {
  const { version, ...fields } = input;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId);
  type Before = { network: { id: number } | null; displayName: string };
  const moved = (before: Before) => (before.network?.id ?? null) !== networkId;
  return updateRecord(
    ctx,
    PARTNER,
    { id, version },
    { ...fields, networkId },
    {
      before: async (tx, before) => {
        if (moved(before)) await checkNetworkMove(tx, id, networkId);
      },
      after: async (tx, before) => {
        if (!moved(before) && before.displayName === fields.displayName) return;
        // The connections keep a copy of the partner's name and network for their list.
        await tx
          .update(connections)
          .set({ dpDisplayName: fields.displayName, networkId })
          .where(eq(connections.demandPartnerId, id));
      },
    },
  );
}
