import type { EntityStatus } from '@adcast/domain/enumerations';
import type { AnyColumn } from 'drizzle-orm';
import type { AuthContext } from '../../http/auth';
import { publisherRowsVisibleTo } from '../../http/scope-filter';
import type { AnyRecord, Versioned } from '../../records/definition';
import { createRecord, updateRecord, type WriteContext } from '../../records/writes';
import { checkPublisher } from './publisher-check';

type OwnedRow = {
  status: string;
  publisherId: number;
  publisherName: string;
  networkId: number | null;
  createdOn: Date;
  updatedOn: Date;
  version: number;
};

/** The DTO fields every row kept under a publisher has: its publisher, network, status and times. */
export const ownedFields = (row: OwnedRow) => ({
  status: row.status as EntityStatus,
  publisher: { id: row.publisherId, name: row.publisherName },
  networkId: row.networkId,
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
  version: row.version,
});

/** The tenancy and changelog network of rows kept under a publisher. */
export const ownedTenancy = <TDto extends { networkId: number | null }>(table: {
  publisherId: AnyColumn;
  networkId: AnyColumn;
}) => ({
  visibleTo: (auth: AuthContext, networkIds?: number[]) => publisherRowsVisibleTo(table, auth, networkIds),
  networkOf: (dto: TDto) => dto.networkId,
});

/** Create and edit of a record kept under a publisher: the publisher named must be in the caller's reach. */
export function ownedWrites<
  TDto extends Versioned,
  TInput extends { publisherId: number },
  TUpdate extends TInput & { version: number },
>(record: AnyRecord<TDto>) {
  return {
    create: async (ctx: WriteContext, input: TInput) => {
      await checkPublisher(ctx.db, ctx.auth, input.publisherId);
      return createRecord(ctx, record, input);
    },
    update: async (ctx: WriteContext, input: TUpdate, id: number) => {
      const { version, ...fields } = input;
      await checkPublisher(ctx.db, ctx.auth, fields.publisherId);
      return updateRecord(ctx, record, { id, version }, { ...fields, updatedOn: new Date() });
    },
  };
}
