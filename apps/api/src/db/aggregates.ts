import { type AnyColumn, sql } from 'drizzle-orm';

/** The sum of a column as a number, 0 when no row is summed. */
export const sumOrZero = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
