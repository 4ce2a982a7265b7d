import { DEMAND_MESSAGES } from '@adcast/domain/demand/messages';
import { and, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ImportSpec } from '../../records/csv-import';
import type { AnyRecord, Versioned } from '../../records/definition';
import { publishersInReach } from './publisher-check';

const BATCH = 1000;

/**
 * The import parts of a record kept under a publisher and keyed by (publisher, `field`): a row's
 * publisher must be in the caller's reach, and the rows it updates are found by that key.
 */
export function publisherKeyed<TDto extends Versioned, TInput extends { publisherId: number }>(
  record: AnyRecord<TDto>,
  columns: { publisherId: AnyPgColumn; key: AnyPgColumn },
  field: keyof TInput & string,
): Pick<ImportSpec<TDto, TInput & Record<string, unknown>>, 'key' | 'refusals' | 'existing'> {
  return {
    key: { publisherId: columns.publisherId, [field]: columns.key },
    refusals: async (ctx, inputs) => {
      const reach = await publishersInReach(
        ctx.db,
        ctx.auth,
        inputs.map((input) => input.publisherId),
      );
      return inputs.map((input) => (reach.has(input.publisherId) ? null : DEMAND_MESSAGES.publisherNotFound));
    },
    existing: async (ctx, inputs) => {
      const found: TDto[] = [];
      for (let at = 0; at < inputs.length; at += BATCH) {
        const batch = inputs.slice(at, at + BATCH);
        const rows = await record
          .select(ctx.db)
          .where(
            and(
              inArray(columns.publisherId, [...new Set(batch.map((input) => input.publisherId))]),
              inArray(columns.key, [...new Set(batch.map((input) => input[field]))]),
              record.visibleTo(ctx.auth),
            ),
          );
        found.push(...rows.map((row) => record.toDto(row)));
      }
      return found;
    },
  };
}
