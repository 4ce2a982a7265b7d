import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_OPTIONS, usePglite } from '../../src/db/client';
import { seedDemo } from '../../src/seed/demo';
import { testDatabaseUrl, testEngine, urlForDatabase } from './engine';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of a migrated and seeded data dir. PostgreSQL: the template database name. */
    seededTemplate: string;
  }
}

async function pgliteSnapshot(): Promise<string> {
  const client = new PGlite(PGLITE_OPTIONS);
  const seeded = usePglite(client);
  await seeded.migrate();
  await seedDemo(seeded.db);
  const file = join(tmpdir(), `adcast-test-${process.pid}.tar`);
  const blob = await client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  await seeded.close();
  return file;
}

async function postgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const base = testDatabaseUrl();
  const name = `adcast_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ url: urlForDatabase(base, name), dataDir: null });
  await database.migrate();
  await seedDemo(database.db);
  await database.close();
  return {
    name,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export default async function setup(project: TestProject) {
  if (testEngine() === 'postgres') {
    const template = await postgresTemplate();
    project.provide('seededTemplate', template.name);
    return template.drop;
  }
  project.provide('seededTemplate', await pgliteSnapshot());
}
