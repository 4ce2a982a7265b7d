import { SUPPLY_PACKAGE_MESSAGES as M } from '@adcast/domain/marketplace/marketplace-messages';
import { canMovePublication, needsInventory } from '@adcast/domain/marketplace/publication';
import type {
  PackageSharesSchema,
  PublicationMove,
  SupplyPackageInputSchema,
  SupplyPackageUpdateSchema,
} from '@adcast/domain/marketplace/supply-packages';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { networksOfRows } from '../../../db/deals';
import { placements } from '../../../db/schema/inventory';
import { targetingSets } from '../../../db/schema/targeting';
import { networks } from '../../../db/schema/tenancy';
import {
  activePlacementsOf,
  replacePackagePlacements,
  replacePackageShares,
} from '../../../db/supply-packages';
import type { AuthContext } from '../../../http/auth';
import { badRequest, ruleBroken } from '../../../http/errors';
import { networkFilter } from '../../../http/scope-filter';
import { resolveNetwork } from '../../../records/network-choice';
import { loadRecord } from '../../../records/rows';
import { createRecord, updateRecord, type WriteContext } from '../../../records/writes';
import { SUPPLY_PACKAGE } from './supply-package-record';

type PackageInput = z.output<typeof SupplyPackageInputSchema>;
type PackageUpdate = z.output<typeof SupplyPackageUpdateSchema>;
type PackageShares = z.output<typeof PackageSharesSchema>;

/** The placements and targeting set exist, are visible to the caller and are in the package's network. */
async function checkInventory(db: Db, auth: AuthContext, networkId: number | null, input: PackageInput) {
  const found = await networksOfRows(
    db,
    placements,
    input.placementIds,
    networkFilter(placements.networkId, auth),
  );
  const missing = input.placementIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest(M.placementsNotFound(missing));
  const outside = networkId === null ? [] : input.placementIds.filter((id) => found.get(id) !== networkId);
  if (outside.length > 0) throw badRequest(M.outsideNetwork(outside.sort((a, b) => a - b)));
  if (input.targetingSetId === null) return;
  const sets = await networksOfRows(
    db,
    targetingSets,
    [input.targetingSetId],
    networkFilter(targetingSets.networkId, auth),
  );
  if (!sets.has(input.targetingSetId)) throw badRequest(M.targetingNotFound);
  const setNetwork = sets.get(input.targetingSetId);
  if (setNetwork !== null && setNetwork !== networkId) throw badRequest(M.targetingOutsideNetwork);
}

export async function createSupplyPackage(ctx: WriteContext, input: PackageInput) {
  const { placementIds, ...fields } = input;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId);
  await checkInventory(ctx.db, ctx.auth, networkId, input);
  return createRecord(
    ctx,
    SUPPLY_PACKAGE,
    { ...fields, networkId },
    { alongside: (tx, id) => replacePackagePlacements(tx, id, placementIds) },
  );
}

export async function updateSupplyPackage(ctx: WriteContext, input: PackageUpdate, id: number) {
  const { version, placementIds, ...fields } = input;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId);
  await checkInventory(ctx.db, ctx.auth, networkId, input);
  return updateRecord(
    ctx,
    SUPPLY_PACKAGE,
    { id, version },
    { ...fields, networkId },
    { after: (tx) => replacePackagePlacements(tx, id, placementIds) },
  );
}

/** Moves the publication status one legal step; past the draft the package must sell some active placement. */
export async function movePublication(ctx: WriteContext, id: number, move: PublicationMove) {
  const pkg = await loadRecord(ctx.db, ctx.auth, SUPPLY_PACKAGE, id);
  if (!canMovePublication(pkg.publicationStatus, move.to))
    throw ruleBroken(M.illegalTransition(pkg.publicationStatus, move.to));
  if (
    needsInventory(move.to) &&
    (await activePlacementsOf(ctx.db, { ...pkg, networkId: pkg.network?.id ?? null })).length === 0
  )
    throw ruleBroken(M.noInventory);
  // A withdrawn package is offered to no one until it is published again.
  const withdraw = move.to === 'DRAFT';
  return updateRecord(
    ctx,
    SUPPLY_PACKAGE,
    { id, version: move.version },
    { publicationStatus: move.to },
    withdraw ? { after: (tx) => replacePackageShares(tx, id, []) } : {},
  );
}

/** Offers a published package of a network to other networks. */
export async function sharePackage(ctx: WriteContext, id: number, shares: PackageShares) {
  const pkg = await loadRecord(ctx.db, ctx.auth, SUPPLY_PACKAGE, id);
  const own = pkg.network?.id ?? null;
  if (shares.networkIds.length > 0) {
    if (own === null) throw ruleBroken(M.needsNetwork);
    if (pkg.publicationStatus !== 'PUBLISHED') throw ruleBroken(M.shareNotPublished);
    if (shares.networkIds.includes(own)) throw badRequest(M.shareOwnNetwork);
    const found = await networksOfRows(
      ctx.db,
      { id: networks.id, networkId: networks.id },
      shares.networkIds,
      undefined,
    );
    const missing = shares.networkIds.filter((networkId) => !found.has(networkId));
    if (missing.length > 0) throw badRequest(M.networksNotFound(missing));
  }
  return updateRecord(
    ctx,
    SUPPLY_PACKAGE,
    { id, version: shares.version },
    {},
    { after: (tx) => replacePackageShares(tx, id, shares.networkIds) },
  );
}
