import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A read memo key for a statement: the same SQL and parameters read the same rows. */
export const memoKeyOf = (kind: string, statement: SQL): string => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return JSON.stringify([kind, text, params]);
};

/** A memo key for the rows a filter selects: equal filters, equal keys. */
export const filterKeyOf = (kind: string, where: SQL | undefined): string =>
  memoKeyOf(kind, where ?? sql`true`);
