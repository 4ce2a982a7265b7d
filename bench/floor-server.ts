// The floor of an API request for bench/demand.ts: a bare Fastify route that runs the same statements a
// variant's request sends (as pgbench runs them) through node-postgres and answers the last one's rows
// as JSON. No auth, validation, memo or mapping: what an HTTP hop plus driver round trips cost on this
// machine, measured with the same load generator and clients in the same run.
import Fastify from 'fastify';
import pg from 'pg';
import type { FloorMessage, FloorReply } from './floor';

const url = process.argv[process.argv.indexOf('--url') + 1];
// As many connections as the API's pool (apps/api/src/db/client.ts).
const pool = new pg.Pool({ connectionString: url, max: 10 });
const scriptsOf = new Map<number, string[][]>();
const send = (message: FloorReply) => process.send?.(message);

const app = Fastify({ logger: false });
app.get<{ Params: { variant: string }; Querystring: { n?: string } }>('/floor/:variant', async (request) => {
  const scripts = scriptsOf.get(Number(request.params.variant)) ?? [];
  const statements = scripts[Number(request.query.n ?? 0) % Math.max(1, scripts.length)] ?? [];
  let rows: unknown[] = [];
  for (const statement of statements) rows = (await pool.query(statement)).rows;
  return { rows };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });

process.on('message', async (message: FloorMessage) => {
  if (message.type === 'scripts') {
    scriptsOf.set(message.variant, message.scripts);
    send({ type: 'stored', variant: message.variant });
    return;
  }
  await app.close();
  await pool.end();
  process.exit(0);
});
