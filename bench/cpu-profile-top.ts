// `npx tsx bench/cpu-profile-top.ts <file.cpuprofile> [count]`: the functions a CPU profile spent most
// self time in (node --cpu-prof, e.g. bench/demand.ts --profile), and the packages that time went to.
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
};
const [file, count = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };

const total = profile.nodes.reduce((sum, node) => sum + node.hitCount, 0);
const where = (url: string) =>
  url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|bench)\//, '$1/');
const packageOf = (url: string) =>
  url.includes('node_modules/')
    ? url
        .replace(/^.*node_modules\//, '')
        .split('/')
        .slice(0, url.includes('node_modules/@') ? 2 : 1)
        .join('/')
    : url.startsWith('node:') || url === ''
      ? '(node and native)'
      : '(app)';

const sum = (key: (node: ProfileNode) => string) => {
  const hits = new Map<string, number>();
  for (const node of profile.nodes) hits.set(key(node), (hits.get(key(node)) ?? 0) + node.hitCount);
  return [...hits].sort((a, b) => b[1] - a[1]).slice(0, Number(count));
};
const share = (hits: number) => `${((100 * hits) / total).toFixed(1)}%`;
console.log(`${total} samples`);
console.table(
  sum(
    (node) =>
      `${node.callFrame.functionName || '(anonymous)'} ${where(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`,
  ).map(([frame, hits]) => ({ 'self time': share(hits), frame })),
);
console.table(
  sum((node) => packageOf(node.callFrame.url)).map(([pkg, hits]) => ({
    'self time': share(hits),
    package: pkg,
  })),
);
