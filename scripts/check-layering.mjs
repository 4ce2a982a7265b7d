// Proves that the layering rules of biome.json fail the lint when broken: writes one probe file
// per rule into the folder the rule guards (and a twin where the same import is allowed), lints
// them in one Biome run and checks that exactly the breaking probes are reported.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tag = `layering-probe-${process.pid}`;

const probes = [
  { rule: 'ui/ never imports features/', file: `apps/web/src/ui/${tag}.ts`, breaks: true },
  { rule: 'shell/ never imports features/', file: `apps/web/src/shell/${tag}.ts`, breaks: true },
  { rule: 'a feature may import another feature', file: `apps/web/src/features/${tag}.ts`, breaks: false },
].map((probe) => ({ ...probe, source: "export * from '../features/demand/partners/partner-api';\n" }));

const clientImport = (depth) => `export { api } from '${'../'.repeat(depth)}api/client';\n`;
probes.push(
  {
    rule: 'a feature component does not import the API client',
    file: `apps/web/src/features/demand/partners/${tag}.tsx`,
    source: clientImport(3),
    breaks: true,
  },
  {
    rule: 'a resource page does not import the API client',
    file: `apps/web/src/resource/${tag}.tsx`,
    source: clientImport(1),
    breaks: true,
  },
  {
    rule: "a feature's *-api.ts hook file imports the API client",
    file: `apps/web/src/features/demand/partners/${tag}-api.ts`,
    source: clientImport(3),
    breaks: false,
  },
);

const sqlImport = "export { sql } from 'drizzle-orm';\n";
probes.push(
  {
    rule: 'an API module does not import drizzle sql',
    file: `apps/api/src/modules/demand/${tag}.ts`,
    source: sqlImport,
    breaks: true,
  },
  { rule: 'db/ imports drizzle sql', file: `apps/api/src/db/${tag}.ts`, source: sqlImport, breaks: false },
  {
    rule: 'records/ imports drizzle sql',
    file: `apps/api/src/records/${tag}.ts`,
    source: sqlImport,
    breaks: false,
  },
);

let failures = 0;
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
  const run = spawnSync(
    'npx',
    ['biome', 'lint', '--reporter=json', '--max-diagnostics=none', ...probes.map((probe) => probe.file)],
    { cwd: root, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
  const reported = new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => diagnostic.location.path),
  );
  for (const probe of probes) {
    const ok = reported.has(probe.file) === probe.breaks;
    if (!ok) failures++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${probe.rule}${probe.breaks ? ' (reported)' : ' (allowed)'}`);
  }
} finally {
  for (const probe of probes) rmSync(join(root, probe.file), { force: true });
  for (const folder of createdFolders) rmSync(folder, { recursive: true, force: true });
}
if (failures > 0) {
  console.error(`${failures} layering rule(s) did not behave as biome.json says`);
  process.exit(1);
}
