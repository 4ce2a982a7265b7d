import type { RequestApp } from '@adcast/domain/tags/beacon-facts';
import { and, eq } from 'drizzle-orm';
import type { Db } from './client';
import { apps } from './schema/inventory';

/** The publisher's app a request's bundle names (a bundle is unique per publisher), as the facts carry it; null when it has none. */
export async function requestAppOf(
  db: Db,
  publisherId: number,
  bundleId: string,
): Promise<RequestApp | null> {
  const [app] = await db
    .select({ appId: apps.id, appStoreId: apps.storeId, appName: apps.name })
    .from(apps)
    .where(and(eq(apps.publisherId, publisherId), eq(apps.bundleId, bundleId)));
  return app ? { ...app, appStoreId: app.appStoreId ?? '' } : null;
}
