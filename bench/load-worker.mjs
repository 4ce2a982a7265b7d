// Runs `load` from support.ts in a worker thread, so a bench whose app shares the process keeps the
// load generator off the app's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { load } = await import('./support.ts');
parentPort.postMessage(await load(workerData.url, workerData.headers, workerData.options));
