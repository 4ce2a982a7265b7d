import { formatMaskHeader, type Mask } from '@adcast/domain/masks';
import type { Role } from '@adcast/domain/roles';
import type { Me } from '@adcast/domain/user';
import type { InjectOptions } from 'fastify';
import { DEMO, type TestApp } from './test-app';

/** A signed-in user under one working mask: the headers every request of theirs carries. */
export type Caller = { label: string; role: Role; headers: Record<string, string> };

/** One account per role, plus an admin of a network (network scoping), each under its own mask. */
const ACCOUNTS: [email: string, role: Role][] = [
  [DEMO.admin, 'ADMIN'],
  [DEMO.readonly, 'READ_ONLY_ADMIN'],
  [DEMO.sales, 'SALES_REPRESENTATIVE'],
  [DEMO.campaigns, 'CAMPAIGN_MANAGER'],
  [DEMO.revops, 'REV_OPS'],
  [DEMO.designer, 'DESIGNER'],
  [DEMO.publisher, 'PUBLISHER'],
  [DEMO.owner, 'CONTENT_OWNER'],
  [DEMO.network, 'ADMIN'],
];

/** The mask of that role the user holds (publisher and content owner masks name the user's first). */
function maskFor(me: Me, role: Role): Mask {
  if (role === 'PUBLISHER') return { role, publisherId: me.publisherIds[0]! };
  if (role === 'CONTENT_OWNER') return { role, contentOwnerId: me.contentOwnerIds[0]! };
  return { role };
}

export async function callersOfEveryRole(t: TestApp): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (const [email, role] of ACCOUNTS) {
    const authorization = `Bearer ${await t.tokenFor(email)}`;
    const me = (await t.app.inject({ url: '/api/users/me', headers: { authorization } })).json() as Me;
    const mask = formatMaskHeader(maskFor(me, role));
    const label = `${email} as ${mask}${me.network ? ` (network ${me.network.name})` : ''}`;
    callers.push({ label, role, headers: { authorization, 'x-mask': mask } });
  }
  return callers;
}

/** `/api/dp/:dpId/connections/:id` with every parameter set to `value`. */
export const fillPath = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

/** A request to a declared route: path ids 1, an empty JSON object as the body of writes. */
export function plainRequest(
  route: { method: string; url: string },
  headers: Record<string, string>,
): InjectOptions {
  const writes = route.method !== 'GET' && route.method !== 'DELETE';
  return {
    method: route.method as InjectOptions['method'],
    url: fillPath(route.url, '1'),
    headers,
    ...(writes ? { payload: {} } : {}),
  };
}

/** Whether a body is exactly `{ code, messages }` with an integer code and non-empty message texts. */
export function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { code, messages, ...rest } = body as { code?: unknown; messages?: unknown };
  return (
    Object.keys(rest).length === 0 &&
    Number.isInteger(code) &&
    Array.isArray(messages) &&
    messages.length > 0 &&
    messages.every((message) => typeof message === 'string' && message.length > 0)
  );
}

export function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
