import type { TargetingInputSchema, TargetingUpdateSchema } from '@adcast/domain/inventory/targeting';
import type { z } from 'zod';
import { resolveNetwork } from '../../../records/network-choice';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { checkSetNetworkMove } from './placement-targeting';
import { TARGETING } from './targeting-record';
import { knownPlaces, targetedApps, targetedDomains } from './targeting-refs';

type TargetingFields = z.output<typeof TargetingInputSchema>;
type TargetingUpdate = z.output<typeof TargetingUpdateSchema>;

/** The row's values: the network the caller may choose, places the data holds, apps and domains it may name. */
async function rowOf(ctx: WriteContext, input: TargetingFields) {
  const { geo, appIds, domainIds, ...fields } = input;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId);
  return {
    ...fields,
    networkId,
    geoInclude: await knownPlaces(geo.include),
    geoExclude: await knownPlaces(geo.exclude),
    apps: await targetedApps(ctx.db, ctx.auth, appIds, networkId),
    domains: await targetedDomains(ctx.db, ctx.auth, domainIds, networkId),
  };
}

export async function createTargeting(ctx: WriteContext, input: TargetingFields) {
  return createRecord(ctx, TARGETING, await rowOf(ctx, input));
}

export async function updateTargeting(ctx: WriteContext, input: TargetingUpdate, id: number) {
  const { version, ...fields } = input;
  const row = await rowOf(ctx, fields);
  return updateRecord(ctx, TARGETING, { id, version }, row, {
    before: async (tx, before) => {
      if ((before.network?.id ?? null) !== row.networkId) await checkSetNetworkMove(tx, id, row.networkId);
    },
  });
}
