import type { PGlite } from '@electric-sql/pglite';
import { type ConstructorOptions, fromPglite } from 'pg-boss';

/** Where pg-boss keeps its queues: the app's own database (schema `pgboss`), on either engine. */
export type JobStore = Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'>;

export const pgliteJobStore = (client: PGlite): JobStore => ({ db: fromPglite(client), backend: 'pglite' });

/** pg-boss's own small pool, so it can hold the LISTEN connection that wakes workers at once. */
export const postgresJobStore = (url: string): JobStore => ({ connectionString: url, max: 4 });
