import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, configureApiClient } from './client';
import { setMask } from './mask-store';
import { notifyError } from './notify-error';
import { currentToasts } from './toast-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setUp(path: string) {
  const hooks = { currentPath: () => path, signOut: vi.fn(), goToLogin: vi.fn() };
  configureApiClient(hooks);
  return hooks;
}

describe('api client (part 1 §7)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('authenticationToken', 'header.payload.signature');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setMask(null);
  });

  it('sends the bearer token and the working mask', async () => {
    setUp('/dashboard');
    setMask({ role: 'PUBLISHER', publisherId: 12 });
    fetchMock.mockResolvedValue(json(200, { content: [], totalElements: 0 }));
    await api.get('/api/publishers', { query: { ids: [1, 2], name: '' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/publishers?ids=1%2C2');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer header.payload.signature');
    expect(headers['X-Mask']).toBe('PUBLISHER:12');
  });

  it('reads the user without a mask header', async () => {
    setUp('/dashboard');
    setMask({ role: 'ADMIN' });
    fetchMock.mockResolvedValue(json(200, {}));
    await api.get('/api/users/me');
    const headers = (fetchMock.mock.calls[0] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers['X-Mask']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer header.payload.signature');
  });

  it.each([
    [401, true],
    [403, false],
  ])(
    'on %i of a read away from login and root, signs out and returns there after login',
    async (status, expired) => {
      const hooks = setUp('/demand/list?status=ACTIVE');
      fetchMock.mockResolvedValue(json(status, { code: status === 401 ? 1001 : 1003, messages: [] }));
      await expect(api.get('/api/publishers')).rejects.toBeInstanceOf(ApiError);
      expect(hooks.signOut).toHaveBeenCalledTimes(1);
      expect(hooks.goToLogin).toHaveBeenCalledWith('/demand/list?status=ACTIVE', expired);
    },
  );

  it('a 403 on a write is a message: the user stays signed in on the form', async () => {
    const hooks = setUp('/demand/connections/create');
    fetchMock.mockResolvedValue(json(403, { code: 1003, messages: [] }));
    const failure = await api.post('/api/demand/connections', { name: 'x' }).catch((error) => error);
    expect(hooks.signOut).not.toHaveBeenCalled();
    expect(hooks.goToLogin).not.toHaveBeenCalled();
    const before = currentToasts().length;
    notifyError(failure, 'Error saving');
    expect(
      currentToasts()
        .slice(before)
        .map((item) => item.message),
    ).toEqual(['Your role may not make this change.']);
  });

  it('a burst of refused calls signs out once and shows no toast (the sign-in page says why)', async () => {
    const hooks = setUp('/connections');
    hooks.signOut.mockImplementation(() => localStorage.removeItem('authenticationToken'));
    let answer: () => void = () => {};
    const refused = new Promise<void>((resolve) => (answer = resolve));
    fetchMock.mockImplementation(() => refused.then(() => json(401, { code: 1001, messages: [] })));
    const calls = Array.from({ length: 20 }, () =>
      api.get('/api/demand/connections').catch((error: unknown) => {
        notifyError(error, 'Error fetching demand connections!');
        return error;
      }),
    );
    const before = currentToasts().length;
    answer();
    const failures = await Promise.all(calls);
    expect(failures.every((failure) => failure instanceof ApiError && failure.sessionEnded)).toBe(true);
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
    expect(hooks.goToLogin).toHaveBeenCalledTimes(1);
    expect(currentToasts().length).toBe(before);
  });

  it('on 401 at the root, signs out without a return URL', async () => {
    const hooks = setUp('/');
    fetchMock.mockResolvedValue(json(401, { code: 1001, messages: [] }));
    await expect(api.get('/api/publishers')).rejects.toBeInstanceOf(ApiError);
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
    expect(hooks.goToLogin).toHaveBeenCalledWith(undefined, true);
  });

  it('on 401 at login (wrong credentials), only signs out', async () => {
    const hooks = setUp('/login');
    fetchMock.mockResolvedValue(json(401, { code: 1001, messages: ['Invalid credentials'] }));
    await expect(api.post('/login', { email: 'a@b.cd', password: 'x' })).rejects.toMatchObject({
      status: 401,
    });
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
    expect(hooks.goToLogin).not.toHaveBeenCalled();
    const headers = (fetchMock.mock.calls[0] as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('signs out without calling when there is no token, except for password recovery', async () => {
    localStorage.removeItem('authenticationToken');
    const hooks = setUp('/users');
    await expect(api.get('/api/publishers')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
    expect(hooks.goToLogin).toHaveBeenCalledWith('/users', false);

    fetchMock.mockResolvedValue(
      new Response('OK', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(api.get('/api/users/password-recovery/validate/abc')).resolves.toBe('OK');
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps a text answer as text and parses a JSON one', async () => {
    setUp('/dashboard');
    fetchMock.mockResolvedValueOnce(
      new Response('{"accessToken":"a.b.c"}', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(api.post('/login', {})).resolves.toBe('{"accessToken":"a.b.c"}');
    fetchMock.mockResolvedValueOnce(json(200, { id: 1 }));
    await expect(api.get('/api/publishers/1')).resolves.toEqual({ id: 1 });
  });
});

describe('errors to toasts (part 1 §8, part 2 §8)', () => {
  const shown = () => currentToasts().map((item) => `${item.kind}:${item.message}`);

  it.each([2001, 2003, 2005, 2009])('shows each message of code %i as its own error toast', (code) => {
    const before = currentToasts().length;
    notifyError(new ApiError(400, { code, messages: [`first ${code}`, `second ${code}`] }), 'Fallback');
    expect(shown().slice(before)).toEqual([`error:first ${code}`, `error:second ${code}`]);
  });

  it('shows the fallback for other codes, empty lists and failures without a body', () => {
    const before = currentToasts().length;
    notifyError(
      new ApiError(500, { code: 1000, messages: ['internal detail'] }),
      'Error fetching demand connections!',
    );
    notifyError(new ApiError(400, { code: 2001, messages: [] }), 'Error occurred during feed creation');
    notifyError(new TypeError('Failed to fetch'), 'Error during while fetching publishers');
    expect(shown().slice(before)).toEqual([
      'error:Error fetching demand connections!',
      'error:Error occurred during feed creation',
      'error:Error during while fetching publishers',
    ]);
  });
});
