import {
  GENRE_MESSAGES,
  type GenreInputSchema,
  type GenreUpdateSchema,
} from '@adcast/domain/taxonomy/genres';
import type { z } from 'zod';
import { taxonomyGenres } from '../../db/schema/taxonomy';
import { resolveNetwork } from '../../records/network-choice';
import { checkTreeParent } from '../../records/tree-parent';
import { createRecord, updateRecord, type WriteContext } from '../../records/writes';
import { GENRE } from './genre-record';

type GenreInput = z.output<typeof GenreInputSchema>;
type GenreUpdate = z.output<typeof GenreUpdateSchema>;

const TREE_MESSAGES = {
  parentNotFound: GENRE_MESSAGES.parentNotFound,
  parentIsSelf: GENRE_MESSAGES.parentIsSelf,
  parentIsChild: GENRE_MESSAGES.parentIsSubgenre,
  hasChildren: GENRE_MESSAGES.hasSubgenres,
  outsideNetwork: GENRE_MESSAGES.parentOutsideNetwork,
};

export async function createGenre(ctx: WriteContext, input: GenreInput) {
  const networkId = await resolveNetwork(ctx.db, ctx.auth, input.networkId);
  await checkTreeParent(ctx, taxonomyGenres, { parentId: input.parentId, networkId }, TREE_MESSAGES);
  return createRecord(ctx, GENRE, { ...input, networkId });
}

export async function updateGenre(ctx: WriteContext, input: GenreUpdate, id: number) {
  const { version, ...fields } = input;
  const networkId = await resolveNetwork(ctx.db, ctx.auth, fields.networkId);
  await checkTreeParent(ctx, taxonomyGenres, { id, parentId: fields.parentId, networkId }, TREE_MESSAGES);
  return updateRecord(ctx, GENRE, { id, version }, { ...fields, networkId });
}
