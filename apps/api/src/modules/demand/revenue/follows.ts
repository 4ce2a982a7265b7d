import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dpPartnerFollowers } from '../../../db/schema/dp-revenue';

const isFollower = (userId: number, demandPartnerId: number) =>
  and(eq(dpPartnerFollowers.userId, userId), eq(dpPartnerFollowers.demandPartnerId, demandPartnerId));

export async function followingOf(db: Db, userId: number, demandPartnerId: number) {
  const [row] = await db.select().from(dpPartnerFollowers).where(isFollower(userId, demandPartnerId));
  return { following: row !== undefined };
}

/** Follows or stops following a partner (its discrepancy mails); saying it twice changes nothing. */
export async function setFollowing(db: Db, userId: number, demandPartnerId: number, following: boolean) {
  if (following)
    await db.insert(dpPartnerFollowers).values({ userId, demandPartnerId }).onConflictDoNothing();
  else await db.delete(dpPartnerFollowers).where(isFollower(userId, demandPartnerId));
  return { following };
}
