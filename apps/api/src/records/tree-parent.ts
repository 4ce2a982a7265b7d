import { hasChildren, type TreeTable, treeNode } from '../db/taxonomy';
import { badRequest } from '../http/errors';
import { networkFilter } from '../http/scope-filter';
import type { WriteContext } from './writes';

export type TreeMessages = {
  parentNotFound: string;
  parentIsSelf: string;
  parentIsChild: string;
  hasChildren: string;
  outsideNetwork: string;
};

/**
 * The rules of a two-level tree (genres and subgenres, bundles and child bundles): the parent is a
 * visible top-level row of the same network, and a row with children stays at the top.
 */
export async function checkTreeParent(
  ctx: WriteContext,
  table: TreeTable,
  row: { id?: number; parentId: number | null; networkId: number | null },
  messages: TreeMessages,
): Promise<void> {
  if (row.parentId === null) return;
  if (row.parentId === row.id) throw badRequest(messages.parentIsSelf);
  const parent = await treeNode(ctx.db, table, row.parentId, networkFilter(table.networkId, ctx.auth));
  if (!parent) throw badRequest(messages.parentNotFound);
  if (parent.parentId !== null) throw badRequest(messages.parentIsChild);
  if (parent.networkId !== row.networkId) throw badRequest(messages.outsideNetwork);
  if (row.id !== undefined && (await hasChildren(ctx.db, table, row.id)))
    throw badRequest(messages.hasChildren);
}
