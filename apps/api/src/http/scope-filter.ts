import { type AnyColumn, and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthContext } from './auth';
import { networkScope } from './scope';

/** Rows of the caller's network (network users), intersected with the networks a picker asks for. */
export function networkFilter(column: AnyColumn, auth: AuthContext, networkIds?: number[]): SQL | undefined {
  const scope = networkScope(auth);
  return and(
    scope === null ? undefined : eq(column, scope),
    networkIds?.length ? inArray(column, networkIds) : undefined,
  );
}
