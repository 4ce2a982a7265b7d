// Builds the API into one ES module (apps/api/dist/main.mjs) when it is missing or older than its
// sources: `npm start` then runs plain JavaScript instead of compiling TypeScript in the process.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { build, stop } from 'esbuild';
import { newestMtime } from './web-build.mjs';

const root = resolve(import.meta.dirname, '..');
export const API_BUNDLE = join(root, 'apps/api/dist/main.mjs');
const sources = ['apps/api/src', 'apps/api/package.json', 'packages/domain/src'];

/** Every package the API depends on stays in node_modules; only its own sources are bundled. */
function externals() {
  const pkg = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    .filter((name) => !name.startsWith('@adcast/'))
    .flatMap((name) => [name, `${name}/*`]);
}

/** Each file's `import.meta.dirname` is its own folder, as when it ran from its source. */
const ownDirname = {
  name: 'own-dirname',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.dirname',
        JSON.stringify(dirname(args.path)),
      ),
      loader: 'ts',
    }));
  },
};

export async function buildApiIfStale() {
  const builtAt = existsSync(API_BUNDLE) ? statSync(API_BUNDLE).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt > changedAt) return;
  await build({
    entryPoints: [join(root, 'apps/api/src/main.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Node keeps a module's source in memory for as long as it runs; without comments and layout
    // it is half the size, and stack traces still point at the sources through the map.
    minifyWhitespace: true,
    external: externals(),
    plugins: [ownDirname],
    logLevel: 'warning',
  });
  // The bundler's service process would otherwise stay beside the server for its whole life.
  await stop();
}

if (import.meta.url === `file://${process.argv[1]}`) await buildApiIfStale();
