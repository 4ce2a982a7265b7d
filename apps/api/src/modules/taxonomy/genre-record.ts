import type { EntityStatus } from '@adcast/domain/enumerations';
import { GENRE_CONTRACT } from '@adcast/domain/taxonomy/genre-contract';
import { GENRE_MESSAGES } from '@adcast/domain/taxonomy/genres';
import { inArray } from 'drizzle-orm';
import { taxonomyGenres } from '../../db/schema/taxonomy';
import { textKey } from '../../db/sorting';
import { selectGenres } from '../../db/taxonomy';
import { networkFilter } from '../../http/scope-filter';
import { defineRecord } from '../../records/definition';
import { networkOf } from '../../records/network-choice';

export const GENRE = defineRecord(GENRE_CONTRACT, {
  table: taxonomyGenres,
  select: selectGenres,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    status: row.status as EntityStatus,
    network: networkOf(row),
    parent: row.parentId === null ? null : { id: row.parentId, name: row.parentName ?? '' },
    iabCategoryId: row.iabCategoryId,
    subgenreCount: Number(row.subgenreCount),
    notes: row.notes,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  visibleTo: (auth, networkIds) => networkFilter(taxonomyGenres.networkId, auth, networkIds),
  networkOf: (genre) => genre.network?.id ?? null,
  sortKeys: {
    name: textKey(taxonomyGenres.name),
    status: taxonomyGenres.status,
    createdOn: taxonomyGenres.createdOn,
  },
  search: { column: taxonomyGenres.name },
  filter: (query) =>
    Array.isArray(query.parentIds) && query.parentIds.length > 0
      ? inArray(taxonomyGenres.parentId, query.parentIds as number[])
      : undefined,
  unique: { constraint: 'taxonomy_genres_name_unique', message: GENRE_MESSAGES.duplicateName },
});
