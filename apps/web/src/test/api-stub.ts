import { vi } from 'vitest';
import { setMask } from '../api/mask-store';
import { TOKEN_KEY } from '../api/token-store';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: URL, init: RequestInit) => unknown;

/**
 * Stubs fetch for components that call the API: each handler answers one path (`GET /api/x` or
 * `/api/x` for any method); a handler may return a Response, else its value is sent as JSON.
 * Signs in with a token and the given mask so the client sends its requests.
 */
export function stubApi(
  routes: Record<string, Handler>,
  mask: Parameters<typeof setMask>[0] = { role: 'ADMIN' },
) {
  localStorage.setItem(TOKEN_KEY, 'header.payload.signature');
  setMask(mask);
  const requests: { url: URL; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    requests.push({ url, init });
    const handler = routes[`${init.method ?? 'GET'} ${url.pathname}`] ?? routes[url.pathname];
    if (!handler) return jsonResponse(404, { code: 1004, messages: [] });
    const answer = await handler(url, init);
    return answer instanceof Response ? answer : jsonResponse(200, answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The requests made to a path, in order. */
    requestsTo: (path: string) => requests.filter((request) => request.url.pathname === path),
  };
}
