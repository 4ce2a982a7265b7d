import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GuardedFetcher } from '../../src/media/fetch/guarded-fetcher';

/** How one host of the fleet answers a path: its status, type and body, or a redirect. */
export type HostAnswer =
  | { status?: number; type?: string; body: string | Buffer }
  | { redirect: string }
  | { hang: true };

export type Fleet = Record<string, (path: string, base: (host: string) => string) => HostAnswer | undefined>;

/**
 * Many web sites on one loopback server, told apart by the Host header: the `*.localhost` names
 * resolve to 127.0.0.1 (RFC 6761), the guarded fetcher reaches them because the test allows them.
 * https is asked on the same port and fails its handshake, so each read falls back to http.
 */
export async function serveFleet(fleet: Fleet) {
  const requests: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const path = new URL(request.url ?? '/', 'http://fleet').pathname;
    requests.push(`${host}${path}`);
    const answer = fleet[host]?.(path, (to) => `http://${to}:${port}`) ?? { status: 404, body: 'not found' };
    if ('hang' in answer) return;
    if ('redirect' in answer) {
      response.writeHead(302, { location: answer.redirect }).end();
      return;
    }
    response.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/plain; charset=utf-8' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    ports: { http: port, https: port },
    requests,
    fetcher: (extraHosts: string[] = []) =>
      new GuardedFetcher({
        allowHosts: [...Object.keys(fleet), ...extraHosts],
        userAgent: 'Adcast ads.txt crawler',
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A file at one path, 404 elsewhere. */
export const fileAt =
  (file: string, answer: HostAnswer) =>
  (path: string): HostAnswer | undefined =>
    path === `/${file}` ? answer : undefined;
