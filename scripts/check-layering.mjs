// Proves that the layering rules fail the lint when broken: those of biome.json and those of
// .dependency-cruiser.cjs (cycles, the API's and the web's floors, the API's areas). Writes probe files into the folders
// the rules guard (and twins where the same import is allowed), runs each tool once over them and
// checks that exactly the breaking probes are reported, by the rule they break.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tag = `layering-probe-${process.pid}`;
const api = 'apps/api/src';

const RESTRICTED = 'lint/style/noRestrictedImports';
const partnerApi = "export * from '../features/demand/partners/partner-api';\n";
const clientImport = (depth) => `export { api } from '${'../'.repeat(depth)}api/client';\n`;
const sqlImport = "export { sql } from 'drizzle-orm';\n";

const biomeProbes = [
  {
    rule: 'ui/ never imports features/',
    file: `apps/web/src/ui/${tag}.ts`,
    source: partnerApi,
    breaks: RESTRICTED,
  },
  {
    rule: 'shell/ never imports features/',
    file: `apps/web/src/shell/${tag}.ts`,
    source: partnerApi,
    breaks: RESTRICTED,
  },
  {
    rule: 'a feature may import another feature',
    file: `apps/web/src/features/${tag}.ts`,
    source: partnerApi,
  },
  {
    rule: 'a feature component does not import the API client',
    file: `apps/web/src/features/demand/partners/${tag}.tsx`,
    source: clientImport(3),
    breaks: RESTRICTED,
  },
  {
    rule: 'a resource page does not import the API client',
    file: `apps/web/src/resource/${tag}.tsx`,
    source: clientImport(1),
    breaks: RESTRICTED,
  },
  {
    rule: "a feature's *-api.ts hook file imports the API client",
    file: `apps/web/src/features/demand/partners/${tag}-api.ts`,
    source: clientImport(3),
  },
  {
    rule: 'an API module does not import drizzle sql',
    file: `${api}/modules/demand/${tag}.ts`,
    source: sqlImport,
    breaks: RESTRICTED,
  },
  { rule: 'db/ imports drizzle sql', file: `${api}/db/${tag}.ts`, source: sqlImport },
  { rule: 'records/ imports drizzle sql', file: `${api}/records/${tag}.ts`, source: sqlImport },
];

const reexport = (path) => `export * from '${path}';\n`;
// Names of their own: the Biome probes above sit in some of the same folders.
const cruiserTag = `${tag}-cruiser`;
const cruiserProbes = [
  {
    rule: 'two files importing each other are a cycle',
    file: `${api}/db/${cruiserTag}-a.ts`,
    source: `${reexport(`./${cruiserTag}-b`)}export const a = 1;\n`,
    breaks: 'no-circular',
  },
  {
    rule: 'db/ imports no engine',
    file: `${api}/db/${cruiserTag}.ts`,
    source: reexport('../jobs/job-definition'),
    breaks: 'api-floor-db',
  },
  {
    rule: 'an engine imports no http/',
    file: `${api}/media/${cruiserTag}.ts`,
    source: reexport('../http/errors'),
    breaks: 'api-floor-engines',
  },
  {
    rule: 'an engine may import another',
    file: `${api}/media/${cruiserTag}-jobs.ts`,
    source: reexport('../jobs/job-definition'),
  },
  {
    rule: 'http/ imports no records/',
    file: `${api}/http/${cruiserTag}.ts`,
    source: reexport('../records/rows'),
    breaks: 'api-floor-http',
  },
  {
    rule: 'a type-only import up a floor counts',
    file: `${api}/records/${cruiserTag}.ts`,
    source: "import type { ModuleDeps } from '../modules/module-deps';\nexport type Probe = ModuleDeps;\n",
    breaks: 'api-floor-records',
  },
  {
    rule: 'a module imports records/',
    file: `${api}/modules/networks/${cruiserTag}.ts`,
    source: reexport('../../records/rows'),
  },
  {
    rule: 'a module imports nothing of app.ts',
    file: `${api}/modules/users/${cruiserTag}.ts`,
    source: reexport('../../app'),
    breaks: 'api-floor-modules',
  },
  {
    rule: 'an area imports no other area',
    file: `${api}/modules/networks/${cruiserTag}-area.ts`,
    source: reexport('../demand/partners/partner-record'),
    breaks: 'api-area-to-area',
  },
  {
    rule: 'an area imports only the areas it is allowed',
    file: `${api}/modules/demand/${cruiserTag}-area.ts`,
    source: reexport('../catalogue/video-record'),
    breaks: 'api-area-demand',
  },
  {
    rule: 'the changelog imports the areas it reverts',
    file: `${api}/modules/changelog/${cruiserTag}.ts`,
    source: reexport('../users/write-service'),
  },
  {
    rule: 'a folder without a floor is refused',
    file: `${api}/modules/${cruiserTag}.ts`,
    source: reexport(`../${cruiserTag}/floorless`),
    breaks: 'api-every-file-has-a-floor',
  },
  {
    rule: 'the domain imports no app',
    file: `packages/domain/src/${cruiserTag}.ts`,
    source: reexport('../../../apps/api/src/db/search'),
    breaks: 'domain-has-no-io',
  },
  {
    rule: 'two web files importing each other are a cycle',
    file: `apps/web/src/ui/${cruiserTag}-a.ts`,
    source: `${reexport(`./${cruiserTag}-b`)}export const a = 1;\n`,
    breaks: 'no-circular',
  },
  {
    rule: 'the web client imports nothing of the session',
    file: `apps/web/src/api/${cruiserTag}.ts`,
    source: reexport('../session/can'),
    breaks: 'web-floor-api',
  },
  {
    rule: 'ui/ imports no record resource',
    file: `apps/web/src/ui/${cruiserTag}.ts`,
    source: reexport('../resource/record-id'),
    breaks: 'web-floor-ui',
  },
  {
    rule: 'the shell imports no route file',
    file: `apps/web/src/shell/${cruiserTag}.ts`,
    source: reexport('../features/users/users-routes'),
    breaks: 'web-floor-shell',
  },
  {
    rule: "a feature's route file imports the routing floor",
    file: `apps/web/src/features/users/${cruiserTag}-routes.tsx`,
    source: reexport('../../routing/layout-routes'),
  },
  {
    rule: 'a feature page imports no routing',
    file: `apps/web/src/features/users/${cruiserTag}.ts`,
    source: reexport('../../routing/layout-routes'),
    breaks: 'web-floor-features',
  },
  {
    rule: 'a web folder without a floor is refused',
    file: `apps/web/src/api/${cruiserTag}-floorless.ts`,
    source: reexport(`../${cruiserTag}/floorless`),
    breaks: 'web-every-file-has-a-floor',
  },
];

// Files the probes import that are not probes themselves: the cycle's other half (the cruiser
// reports a cycle once) and a file in a folder no floor names.
const helpers = [
  { file: `${api}/db/${cruiserTag}-b.ts`, source: reexport(`./${cruiserTag}-a`) },
  { file: `${api}/${cruiserTag}/floorless.ts`, source: 'export const floorless = 1;\n' },
  { file: `apps/web/src/ui/${cruiserTag}-b.ts`, source: reexport(`./${cruiserTag}-a`) },
  { file: `apps/web/src/${cruiserTag}/floorless.ts`, source: 'export const floorless = 1;\n' },
];

/** The rules each probe file was reported for. */
function biomeReport(files) {
  const run = spawnSync('npx', ['biome', 'lint', '--reporter=json', '--max-diagnostics=none', ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
  return report.diagnostics.map((diagnostic) => ({
    file: diagnostic.location.path,
    rule: diagnostic.category,
  }));
}

function cruiserReport(files) {
  const run = spawnSync(
    'npx',
    ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...files],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(run.stdout);
  return report.summary.violations.map((violation) => ({ file: violation.from, rule: violation.rule.name }));
}

function check(probes, reported) {
  let failures = 0;
  for (const probe of probes) {
    const rules = reported.filter((found) => found.file === probe.file).map((found) => found.rule);
    const ok = probe.breaks ? rules.length === 1 && rules[0] === probe.breaks : rules.length === 0;
    if (!ok) failures++;
    const expected = probe.breaks ? `reported by ${probe.breaks}` : 'allowed';
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${probe.rule} (${expected}${ok ? '' : `; got ${rules.join(', ') || 'nothing'}`})`,
    );
  }
  return failures;
}

let failures = 0;
const probes = [...biomeProbes, ...cruiserProbes, ...helpers];
const createdFolders = [];
try {
  for (const probe of probes) {
    const folder = dirname(join(root, probe.file));
    if (!existsSync(folder)) {
      mkdirSync(folder, { recursive: true });
      createdFolders.push(folder);
    }
    writeFileSync(join(root, probe.file), probe.source, { flag: 'wx' });
  }
  const files = (list) => list.map((probe) => probe.file);
  failures += check(biomeProbes, biomeReport(files(biomeProbes)));
  failures += check(cruiserProbes, cruiserReport(files(cruiserProbes)));
} finally {
  for (const probe of probes) rmSync(join(root, probe.file), { force: true });
  for (const folder of createdFolders) rmSync(folder, { recursive: true, force: true });
}
if (failures > 0) {
  console.error(`${failures} layering rule(s) did not behave as biome.json and .dependency-cruiser.cjs say`);
  process.exit(1);
}
