import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from './client';
import { recoveryCodes, twoFactor, users } from './schema/identity';
import { networks } from './schema/tenancy';

export async function twoFactorOf(db: Db, userId: number) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row ?? null;
}

/** Whether the user has a confirmed second factor, and whether the user's network requires one. */
export async function twoFactorNeeds(db: Db, userId: number) {
  const [row] = await db
    .select({ confirmedAt: twoFactor.confirmedAt, required: networks.requireTwoFactor })
    .from(users)
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .leftJoin(networks, eq(networks.id, users.networkId))
    .where(eq(users.id, userId));
  return { enabled: !!row?.confirmedAt, required: row?.required ?? false };
}

/** Keeps a new secret for the user, replacing an enrolment never confirmed. */
export async function saveUnconfirmedSecret(db: Db, userId: number, secretSealed: string): Promise<void> {
  await db
    .insert(twoFactor)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretSealed, confirmedAt: null, lastTimeStep: null },
    });
}

export async function confirmTwoFactor(db: Db, userId: number, timeStep: number, codeHashes: string[]) {
  await db.transaction(async (tx) => {
    await tx
      .update(twoFactor)
      .set({ confirmedAt: new Date(), lastTimeStep: timeStep })
      .where(eq(twoFactor.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Takes a time step once: false when it or a later one was taken already (a replayed code). */
export async function takeTimeStep(db: Db, userId: number, timeStep: number): Promise<boolean> {
  const taken = await db
    .update(twoFactor)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(twoFactor.userId, userId),
        or(isNull(twoFactor.lastTimeStep), lt(twoFactor.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return taken.length > 0;
}

/** Uses a recovery code up: false when it is unknown or used. */
export async function takeRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const taken = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return taken.length > 0;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function removeTwoFactor(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  });
}

/** A network's name and whether it requires a second factor; null when there is no such network. */
export async function networkTwoFactorOf(db: Db, networkId: number) {
  const [row] = await db
    .select({ name: networks.name, required: networks.requireTwoFactor })
    .from(networks)
    .where(eq(networks.id, networkId));
  return row ?? null;
}

export async function setNetworkRequiresTwoFactor(db: Db, networkId: number, required: boolean) {
  await db.update(networks).set({ requireTwoFactor: required }).where(eq(networks.id, networkId));
}
