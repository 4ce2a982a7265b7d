/** Api tests run on PGlite, and on PostgreSQL when ADCAST_TEST_ENGINE=postgres (TEST_DATABASE_URL). */
export const testEngine = (): 'pglite' | 'postgres' =>
  process.env.ADCAST_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('ADCAST_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  return url;
}

/** The same server, another database: postgres://host/test -> postgres://host/<name>. */
export function urlForDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
