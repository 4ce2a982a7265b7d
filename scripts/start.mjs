// `npm start`: builds what it needs (the web app, the API bundle), then serves the web app and the
// API (migrations and the demo seed run on first start). The API runs in this very process
// (package.json execs node in place of the shell), so SIGTERM or SIGINT sent to `npm start`
// reaches the server and stops it. NODE_OPTIONS=--enable-source-maps maps stack traces to the sources.
import { pathToFileURL } from 'node:url';
import { API_BUNDLE, buildApiIfStale } from './api-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

buildWebIfStale();
await buildApiIfStale();
await import(pathToFileURL(API_BUNDLE).href);
