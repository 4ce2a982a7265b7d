// `npx tsx bench/cpu-profile-top.ts <file.cpuprofile> [--skip SECONDS] [--count N]`: the functions a CPU
// profile (node --cpu-prof, e.g. bench/demand.ts --profile) spent most self time in, idle time left
// out, and the packages that time went to; --skip leaves out the first seconds (start-up, seeding).
import { readFileSync } from 'node:fs';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const file = args[0];
if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [--skip SECONDS] [--count N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const skipMicros = option('--skip', 0) * 1e6;
const count = option('--count', 25);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
let at = 0;
const hits = new Map<number, number>();
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= skipMicros) hits.set(id, (hits.get(id) ?? 0) + 1);
});
const idle = [...hits].filter(([id]) => nodes.get(id)?.callFrame.functionName === '(idle)');
const idleHits = idle.reduce((sum, [, n]) => sum + n, 0);
const busy = [...hits].filter(([id]) => nodes.get(id)?.callFrame.functionName !== '(idle)');
const total = busy.reduce((sum, [, n]) => sum + n, 0);

const where = (url: string) =>
  url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|bench|packages)\//, '$1/');
const packageOf = (url: string) => {
  if (!url.includes('node_modules/')) return url.startsWith('file:') ? '(app)' : '(node and native)';
  const parts = url.replace(/^.*node_modules\//, '').split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
};
const top = (key: (node: ProfileNode) => string) => {
  const sums = new Map<string, number>();
  for (const [id, n] of busy) {
    const name = key(nodes.get(id)!);
    sums.set(name, (sums.get(name) ?? 0) + n);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, count);
};
const share = (n: number) => `${((100 * n) / total).toFixed(1)}%`;
console.log(`${total} busy samples, ${idleHits} idle`);
console.table(
  top(
    (node) =>
      `${node.callFrame.functionName || '(anonymous)'} ${where(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`,
  ).map(([frame, n]) => ({ 'self time': share(n), frame })),
);
console.table(
  top((node) => packageOf(node.callFrame.url)).map(([name, n]) => ({ 'self time': share(n), package: name })),
);
