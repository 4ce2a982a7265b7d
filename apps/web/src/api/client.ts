import { API } from '@adcast/domain/api-paths';
import { formatMaskHeader, MASK_HEADER, type Mask } from '@adcast/domain/masks';
import { type QueryObject, withQuery } from '@adcast/domain/query';
import { withLoader } from './loader-store';
import { returnUrlFor } from './login-redirect';
import { currentMask } from './mask-store';
import { readToken } from './token-store';

/** A non-2xx answer; `body` is the parsed `{ code, messages }` when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** The failure ended the session (or found it ended): the sign-in page says so, no toast. */
    readonly sessionEnded = false,
  ) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** What the client needs from the app: where the user is, and how to sign out and go to login. */
export interface ApiClientHooks {
  currentPath: () => string;
  signOut: () => void;
  /** `expired`: the server refused a token it had accepted, so the sign-in page says the session expired. */
  goToLogin: (returnUrl?: string, expired?: boolean) => void;
}

let hooks: ApiClientHooks = { currentPath: () => '/', signOut: () => {}, goToLogin: () => {} };

export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryObject;
  /** Sends this mask instead of the session's working mask. */
  mask?: Mask;
  /** Holds the global page loader while the request runs. */
  loader?: boolean;
  signal?: AbortSignal;
  /** Read a successful answer as bytes whatever its type (a document download). */
  asBlob?: boolean;
}

const RECOVERY_PREFIX = '/api/users/password-recovery/';

/** Sign-in, its second step (`/login/two-factor…`, which carries its own challenge) and password recovery. */
const isPublicUrl = (path: string) =>
  path === API.login || path.startsWith(`${API.login}/`) || path.startsWith(RECOVERY_PREFIX);

const sendsMask = (path: string) => path.startsWith('/api/') && path !== API.me && !isPublicUrl(path);

/** Part 1 §7: on 401/403 sign out; away from login and root, come back after signing in again. */
function handleAuthFailure(expired: boolean): void {
  const path = hooks.currentPath();
  hooks.signOut();
  if (path.split('?')[0] === '/login') return;
  hooks.goToLogin(returnUrlFor(path), expired);
}

/**
 * A 403 on a write means this role may not make the change: the caller says so and the user keeps
 * the form. A 401, or a 403 on a read, ends the session (part 1 §7).
 */
const endsSession = (status: number, method: string) =>
  status === 401 || (status === 403 && method === 'GET');

/** Files the server sends (a workbook) are read as bytes; text and JSON as text. */
const isFile = (contentType: string) =>
  contentType.startsWith('application/vnd.') || contentType.startsWith('application/octet-stream');

async function parseBody(response: Response, asBlob = false): Promise<unknown> {
  if (response.ok && (asBlob || isFile(response.headers.get('content-type') ?? ''))) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The session's token and working mask as headers, for calls that do not go through `request` (uploads). */
export function sessionHeaders(path: string, mask: Mask | null = currentMask()): Record<string, string> {
  const token = readToken();
  const headers: Record<string, string> = {};
  if (token && path !== API.login) headers.Authorization = `Bearer ${token}`;
  if (mask && sendsMask(path)) headers[MASK_HEADER] = formatMaskHeader(mask);
  return headers;
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const token = readToken();
  if (!token && !isPublicUrl(path)) {
    handleAuthFailure(false);
    throw new ApiError(401, undefined, true);
  }
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain',
    ...sessionHeaders(path, options.mask ?? currentMask()),
  };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const method = options.method ?? 'GET';
  const response = await fetch(options.query ? withQuery(path, options.query) : path, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = await parseBody(response, options.asBlob);
  if (response.ok) return body as T;
  if (!endsSession(response.status, method)) throw new ApiError(response.status, body);
  // Of a burst of refused calls only the first signs out; the others find the token gone already.
  if (readToken() === token) handleAuthFailure(response.status === 401 && token !== null);
  throw new ApiError(response.status, body, token !== null);
}

export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return options.loader ? withLoader(() => send<T>(path, options)) : send<T>(path, options);
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'DELETE' }),
};
