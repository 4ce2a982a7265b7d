// `npm run report:import -- <file.ndjson|file.csv> [--kind ad|view] [--batch id]`: imports a file
// of hourly facts into the configured store. The batch id defaults to a hash of the file, so
// importing the same file twice changes nothing. DuckDB allows one writer: with the default
// store, stop the server first or post to /api/report/import instead. Rows are checked against the
// records' database like the API's import (a publisher's facts carry its own network).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { BatchIdSchema, FactKindSchema } from '@adcast/domain/reports/fact-import';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { readRecords } from './fact-records';
import { ImportRowsError, importBatch, validateRows, withPublisherNetworks } from './importer';
import { openFactStore } from './open-store';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { kind: { type: 'string', default: 'ad' }, batch: { type: 'string' } },
});
if (positionals.length === 0) {
  console.error('Usage: npm run report:import -- <file.ndjson|file.csv> [--kind ad|view] [--batch id]');
  process.exit(2);
}

const kind = FactKindSchema.parse(values.kind);
const config = loadConfig();
const store = await openFactStore(config);
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await database.migrate();
let failed = false;
try {
  for (const file of positionals) {
    const body = await readFile(file, 'utf8');
    const batchId = BatchIdSchema.parse(
      values.batch ??
        `${basename(file)
          .replace(/[^A-Za-z0-9._-]/g, '_')
          .slice(0, 50)}-${createHash('sha256').update(body).digest('hex').slice(0, 16)}`,
    );
    const { records, errors } = readRecords(body, extname(file).toLowerCase() === '.csv' ? 'csv' : 'ndjson');
    try {
      if (errors.length > 0) throw new ImportRowsError(errors);
      const rows = await withPublisherNetworks(database.db, validateRows(kind, records));
      const result = await importBatch(store, kind, batchId, rows);
      console.log(
        `${file}: ${result.duplicate ? 'already imported' : 'imported'} ${result.rows} rows as batch ${batchId}`,
      );
    } catch (error) {
      if (!(error instanceof ImportRowsError)) throw error;
      failed = true;
      console.error(`${file}: nothing imported\n  ${error.messages.join('\n  ')}`);
    }
  }
} finally {
  await store.close();
  await database.close();
}
process.exit(failed ? 1 : 0);
