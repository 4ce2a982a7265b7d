import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userContentOwners, userPublishers, users } from '../db/schema/identity';
import { contentOwners, networks, publisherShares, publishers } from '../db/schema/tenancy';
import { syncIdSequence } from '../db/sequences';
import { hashPassword } from '../identity/passwords';
import { seedCampaigns } from './campaigns';
import { seedCatalogue } from './catalogue';
import { seedDemand } from './demand';
import {
  DEMO_ACCOUNTS,
  DEMO_CONTENT_OWNERS,
  DEMO_NETWORKS,
  DEMO_PASSWORD,
  DEMO_PUBLISHER_SHARES,
  DEMO_PUBLISHERS,
} from './demo-accounts';
import { seedInventory } from './inventory';

/** Seeds the demo data into an empty database; returns false when there was data already. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(networks).values(DEMO_NETWORKS);
    await tx.insert(publishers).values(DEMO_PUBLISHERS);
    await tx.insert(publisherShares).values(DEMO_PUBLISHER_SHARES);
    await tx.insert(contentOwners).values(DEMO_CONTENT_OWNERS);
    for (const table of ['networks', 'publishers', 'content_owners']) await syncIdSequence(tx, table);
    await seedDemand(tx);
    await seedInventory(tx);
    await seedCatalogue(tx);
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          name: account.name,
          passwordHash,
          roles: account.roles,
          networkId: account.networkId ?? null,
        })
        .returning({ id: users.id });
      const userId = user!.id;
      for (const publisherId of account.publisherIds ?? []) {
        await tx.insert(userPublishers).values({ userId, publisherId });
      }
      for (const contentOwnerId of account.contentOwnerIds ?? []) {
        await tx.insert(userContentOwners).values({ userId, contentOwnerId });
      }
    }
    await seedCampaigns(tx);
  });
  return true;
}
