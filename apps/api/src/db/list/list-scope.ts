import { and } from 'drizzle-orm';
import { boundSearch, type ListDefinition, type ListRequest } from './definition';
import type { StatementShape } from './execute';

/** The statuses a request lists, in the list's order: every status when it names none. */
export const wantedStatuses = <S extends string>(
  def: ListDefinition<string, S>,
  req: Pick<ListRequest, 'statuses'>,
): readonly S[] =>
  req.statuses?.length ? def.statuses.filter((status) => req.statuses?.includes(status)) : def.statuses;

/**
 * The request's scope and search as one condition, with the search term as a placeholder, and
 * the shape its statements are kept under: the list, the scope (which says every value of
 * `where`) and the kind of search.
 */
export function searchedScope(def: ListDefinition, req: Pick<ListRequest, 'where' | 'scopeKey' | 'search'>) {
  const search = boundSearch(def, req.search);
  const statements: StatementShape = {
    key: JSON.stringify([def.name, req.scopeKey, search?.shape ?? null]),
    values: search ? { term: search.value } : {},
  };
  return {
    where: and(req.where, search?.where),
    tested: and(req.where, search?.tested),
    searched: search !== undefined,
    statements,
  };
}

/** A statement shape of this kind (its key says it), with the same values and `more`. */
export const withKind = (shape: StatementShape, kind: unknown[], more: StatementShape['values'] = {}) => ({
  key: JSON.stringify([shape.key, ...kind]),
  values: { ...shape.values, ...more },
});
