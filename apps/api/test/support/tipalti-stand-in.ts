import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_PAYER = 'AdcastTest';
export const STAND_IN_KEY = 'tipalti-test-master-key';

export type StandInPayment = {
  refCode: string;
  paymentDate: string;
  amount: number;
  currency: string;
  status: string;
  paymentMethod: string;
};

/** How the stand-in answers: as Tipalti does, never (a slow server), too much, or not JSON. */
export type StandInMode = 'normal' | 'silent' | 'huge' | 'garbage';

/** Whether `query` (as sent, `hashkey` last) carries the HMAC-SHA256 of what precedes it under the key. */
export function signatureHolds(query: string, key: string): boolean {
  const at = query.lastIndexOf('&hashkey=');
  if (at < 0) return false;
  const expected = createHmac('sha256', key).update(query.slice(0, at)).digest();
  const given = Buffer.from(query.slice(at + '&hashkey='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A local stand-in for Tipalti's payments API (`GET /v1/payee-payments`): it refuses (401) a call
 * whose signature does not hold for the payer's key, and pages each payee's payments by offset
 * and limit.
 */
export async function startTipaltiStandIn(payments: Record<string, StandInPayment[]> = {}) {
  const state = { mode: 'normal' as StandInMode, calls: [] as URL[] };
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://tipalti.localhost');
    state.calls.push(url);
    if (state.mode === 'silent') {
      hanging.add(response);
      return;
    }
    if (state.mode === 'huge') {
      // Declared, so refused before it is read: the test's short timeout never races the transfer
      // (a body over the cap that declares nothing is the guarded fetcher's own test).
      const body = `{"items":[${'0,'.repeat(1024 * 1024)}0]}`;
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
      return;
    }
    if (state.mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
      return;
    }
    const query = (request.url ?? '').split('?')[1] ?? '';
    if (url.pathname !== '/v1/payee-payments' || !signatureHolds(query, STAND_IN_KEY)) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'bad signature' }));
      return;
    }
    const all = payments[url.searchParams.get('idap') ?? ''] ?? [];
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ totalCount: all.length, items: all.slice(offset, offset + limit) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://tipalti.localhost:${port}`,
    state,
    /** Each payee's payments by idap; a test adds its own. */
    payments,
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
