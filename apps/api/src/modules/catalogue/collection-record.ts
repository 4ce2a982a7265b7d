import { COLLECTION_CONTRACT } from '@adcast/domain/catalogue/collection-contract';
import type { Collection } from '@adcast/domain/catalogue/collections';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import type { EntityStatus } from '@adcast/domain/enumerations';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COLLECTION_SORT_KEYS } from '../../db/catalogue/sort-keys';
import type { Db } from '../../db/client';
import { collections, mediaFiles } from '../../db/schema/catalogue';
import type { AuthContext } from '../../http/auth';
import { networkFilter } from '../../http/scope-filter';
import { defineRecord } from '../../records/definition';

const imageFile = alias(mediaFiles, 'image_file');
const posterFile = alias(mediaFiles, 'collection_poster_file');

/** Collections the caller may see: a network user its network's, everyone else all. */
export const collectionsVisibleTo = (auth: AuthContext, networkIds?: number[]) =>
  networkFilter(collections.networkId, auth, networkIds);

const selectCollections = (db: Db) =>
  db
    .select({ collection: collections, imageKey: imageFile.sha256, posterKey: posterFile.sha256 })
    .from(collections)
    .leftJoin(imageFile, eq(imageFile.id, collections.imageFileId))
    .leftJoin(posterFile, eq(posterFile.id, collections.posterFileId))
    .$dynamic();

type CollectionRow = Awaited<ReturnType<typeof selectCollections>>[number];

export const toCollection = ({ collection, imageKey, posterKey }: CollectionRow): Collection => ({
  id: collection.id,
  title: collection.title,
  description: collection.description,
  categories: collection.categories,
  imageUrl: imageKey ? CATALOGUE_API.mediaImage(imageKey) : null,
  posterUrl: posterKey ? CATALOGUE_API.mediaImage(posterKey) : null,
  videoCount: collection.videoCount,
  status: collection.status as EntityStatus,
  networkId: collection.networkId,
  createdOn: collection.createdOn.toISOString(),
  updatedOn: collection.updatedOn.toISOString(),
  version: collection.version,
});

/** Collections (the spec's playlists) as a record: list, counts, get, create, edit, archive. */
export const COLLECTION = defineRecord(COLLECTION_CONTRACT, {
  table: collections,
  select: selectCollections,
  toDto: toCollection,
  visibleTo: collectionsVisibleTo,
  networkOf: (collection) => collection.networkId,
  sortKeys: COLLECTION_SORT_KEYS,
  search: { column: collections.title, shortTermIndex: true },
});
