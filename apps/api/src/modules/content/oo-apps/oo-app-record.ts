import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { OO_APP_CONTRACT } from '@adcast/domain/content/oo-apps/oo-app-contract';
import type { OoAppOwnerType, OoAppPlatform } from '@adcast/domain/content/oo-apps/oo-apps';
import { ROKU_APP_API } from '@adcast/domain/content/oo-apps/paths';
import {
  ROKU_IMAGE_KEYS,
  type RokuAppJson,
  type RokuFeedStatus,
  type RokuImages,
} from '@adcast/domain/content/oo-apps/roku-app';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ooAppChannelRefs, ooAppCollectionRefs, ooAppImageHashes } from '../../../db/oo-apps';
import { ooApps } from '../../../db/schema/oo-apps';
import { contentOwners, publishers } from '../../../db/schema/tenancy';
import { textKey } from '../../../db/sorting';
import type { AuthContext } from '../../../http/auth';
import { ownContentOwnerIds, ownPublisherIds } from '../../../http/scope';
import { networkFilter } from '../../../http/scope-filter';
import { defineRecord } from '../../../records/definition';

const orNone = (ids: number[]) => (ids.length ? ids : [0]);

/**
 * O&O apps the caller may see: a network user its network's, a publisher or content owner mask
 * only those made for it, staff every app.
 */
export function ooAppsVisibleTo(auth: AuthContext, networkIds?: number[]): SQL | undefined {
  const own =
    auth.mask.role === 'PUBLISHER'
      ? inArray(ooApps.publisherId, orNone(ownPublisherIds(auth)))
      : auth.mask.role === 'CONTENT_OWNER'
        ? inArray(ooApps.coId, orNone(ownContentOwnerIds(auth)))
        : undefined;
  return and(networkFilter(ooApps.networkId, auth, networkIds), own);
}

const selectOoApps = (db: Db) =>
  db
    .select({
      app: ooApps,
      publisherName: publishers.name,
      contentOwnerName: contentOwners.name,
      collections: ooAppCollectionRefs(),
      channels: ooAppChannelRefs(),
      images: ooAppImageHashes(),
    })
    .from(ooApps)
    .leftJoin(publishers, eq(publishers.id, ooApps.publisherId))
    .leftJoin(contentOwners, eq(contentOwners.id, ooApps.coId))
    .$dynamic();

type OoAppRow = Awaited<ReturnType<typeof selectOoApps>>[number];

const imagesOf = (hashes: Record<string, string>): RokuImages =>
  Object.fromEntries(
    ROKU_IMAGE_KEYS.map((key) => [key, hashes[key] ? CATALOGUE_API.mediaImage(hashes[key]) : null]),
  ) as RokuImages;

export const OO_APP = defineRecord(OO_APP_CONTRACT, {
  table: ooApps,
  select: selectOoApps,
  toDto: ({ app, publisherName, contentOwnerName, collections, channels, images }: OoAppRow) => ({
    id: app.id,
    name: app.name,
    platform: app.platform as OoAppPlatform,
    ownerType: app.ownerType as OoAppOwnerType,
    publisher: app.publisherId === null ? null : { id: app.publisherId, name: publisherName ?? '' },
    contentOwner: app.coId === null ? null : { id: app.coId, name: contentOwnerName ?? '' },
    networkId: app.networkId,
    collections,
    channels,
    feedStatus: app.feedStatus as RokuFeedStatus,
    images: imagesOf(images),
    appJson: app.appJson as RokuAppJson,
    feedUrl: ROKU_APP_API.feed(app.id),
    status: app.status as EntityStatus,
    createdOn: app.createdOn.toISOString(),
    updatedOn: app.updatedOn.toISOString(),
    version: app.version,
  }),
  visibleTo: ooAppsVisibleTo,
  networkOf: (app) => app.networkId,
  sortKeys: {
    name: textKey(ooApps.name),
    platform: ooApps.platform,
    feedStatus: ooApps.feedStatus,
    status: ooApps.status,
    createdOn: ooApps.createdOn,
  },
  search: { column: ooApps.name },
});
