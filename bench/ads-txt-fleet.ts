// The web sites the ads.txt bench crawls, in a process of their own so the crawler's memory is its
// own: `site-<n>.localhost`, told apart by the Host header, on the port FLEET_PORT names. Every 10th site has no file (404), every 25th moves it to `www.`, the rest
// answer a 40-line file, odd sites holding the platform's line.
import { createServer } from 'node:http';

const lines = (n: number) =>
  [
    '# ads.txt of a bench site',
    `CONTACT=ads@site-${n}.localhost`,
    ...Array.from(
      { length: 38 },
      (_, i) => `ssp-${i}.example, acct-${n}-${i}, ${i % 3 === 0 ? 'RESELLER' : 'DIRECT'}`,
    ),
    ...(n % 2 === 1 ? [`adcast.localhost, pub-${n}, DIRECT`] : []),
  ].join('\n');

const server = createServer((request, response) => {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  const match = host.match(/^(www\.)?site-(\d+)\.localhost$/);
  const n = Number(match?.[2] ?? -1);
  if (!match || request.url !== '/ads.txt' || n % 10 === 0) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  } else if (n % 25 === 5 && !match[1]) {
    response.writeHead(301, { location: `http://www.${host}:${port}/ads.txt` }).end();
  } else {
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(lines(n));
  }
});
server.keepAliveTimeout = 1000;
const port = Number(process.env.FLEET_PORT);
server.listen(port, '127.0.0.1', () => console.log(`listening ${port}`));
