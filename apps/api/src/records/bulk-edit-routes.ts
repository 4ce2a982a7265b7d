import { type BulkEditRequest, bulkEditRequestSchema } from '@adcast/domain/contracts/bulk-edit';
import { BulkActionResultSchema, listActionPaths } from '@adcast/domain/list-actions';
import { needs } from '../http/auth';
import { bulkEdit, type RecordUpdate } from './bulk-edit';
import type { ContractRecord, ParentScope } from './definition';
import type { RecordDeps } from './record-deps';
import {
  bodyOf,
  optional,
  type ParamsSchema,
  parentOf,
  parsed,
  type Router,
  writeContext,
} from './route-parts';
import type { WriteContext } from './writes';

export type BulkEditList = {
  /** The list the rows were chosen in: the bulk edit call sits below it. */
  list: string;
  params?: ParamsSchema;
  /** Refuses a parent the caller may not see (404) before any row is read. */
  checkParent?: (ctx: WriteContext, parent: ParentScope) => Promise<void>;
};

/**
 * POST `<list>/bulk-edit` for an area whose contract declares bulk-editable fields: one field set
 * to one value on many rows, each through the area's own update (the edit permission, as for one).
 */
export function registerBulkEditRoute(
  r: Router,
  deps: RecordDeps,
  record: ContractRecord,
  update: RecordUpdate,
  route: BulkEditList,
): void {
  const { contract } = record;
  const [first, ...rest] = contract.bulkEdit;
  if (!first) return;
  r.post(
    listActionPaths(route.list).bulkEdit,
    {
      config: needs(contract.permissions.edit),
      schema: {
        tags: [record.tag],
        summary: `Set one field on many ${contract.labels.plural.toLowerCase()} (dryRun: only say what would change)`,
        ...optional({ params: route.params }),
        body: bulkEditRequestSchema(contract.labels.plural, [first, ...rest]),
        response: { 200: BulkActionResultSchema },
      },
    },
    async (request) => {
      const ctx = writeContext(deps, request);
      const parent = parentOf(parsed(request).params ?? {});
      if (parent && route.checkParent) await route.checkParent(ctx, parent);
      return bulkEdit(ctx, record, update, bodyOf<BulkEditRequest>(request), parent);
    },
  );
}
