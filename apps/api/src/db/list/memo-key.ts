import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A read memo key for a statement: the same SQL and parameters read the same rows. */
export const memoKeyOf = (kind: string, statement: SQL): string => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return JSON.stringify([kind, text, params]);
};
