// `npm start`: builds what it needs, then serves the web app and the API (migrations and the demo
// seed run on first start). The API runs in this very process (package.json execs node in place
// of the shell), so SIGTERM or SIGINT sent to `npm start` reaches the server and stops it.
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './web-build.mjs';

buildWebIfStale();
register();
await import('../apps/api/src/main.ts');
