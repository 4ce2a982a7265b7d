// `npm start`: builds what it needs, then serves the web app and the API (migrations and the demo
// seed run on first start).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildWebIfStale } from './web-build.mjs';

const root = resolve(import.meta.dirname, '..');
buildWebIfStale();
const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
