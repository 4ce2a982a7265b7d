import { createHmac } from 'node:crypto';

/**
 * Tipalti's signature of a payer's call: the parameters as a query string, in the order sent,
 * signed with HMAC-SHA256 under the payer's key (hex), appended as `hashkey`.
 */
export function signedQuery(params: ReadonlyArray<readonly [string, string]>, key: string): string {
  const query = new URLSearchParams(
    params.map(([name, value]): [string, string] => [name, value]),
  ).toString();
  const hashkey = createHmac('sha256', key).update(query).digest('hex');
  return `${query}&hashkey=${hashkey}`;
}

/** The payer's part of every signed call: payee id, payer name and the Unix time in seconds. */
export const payeeParams = (idap: string, payer: string, now: Date): [string, string][] => [
  ['idap', idap],
  ['payer', payer],
  ['ts', String(Math.floor(now.getTime() / 1000))],
];
