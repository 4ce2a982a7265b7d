import { notFound } from '../../http/errors';
import type { ReadContext } from '../../records/list';
import { publishersInReach } from './publisher-check';

/** One publisher's rows of a list (/api/publishers/{id}/apps): a publisher out of the caller's reach is a 404. */
export async function onePublisher<Q extends Record<string, unknown>>(
  ctx: ReadContext,
  params: Record<string, number>,
  query: Q,
): Promise<Q & { publisherIds: number[] }> {
  const id = params.id!;
  if (!(await publishersInReach(ctx.db, ctx.auth, [id])).has(id)) throw notFound('Publisher');
  return { ...query, publisherIds: [id] };
}
