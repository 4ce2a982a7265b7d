import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_ME, SIGNED_IN_TOKEN } from '../../test/sign-in-answer';
import { login } from './auth-api';

const TOKEN = SIGNED_IN_TOKEN;
const ME = SIGNED_IN_ME;
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'text/plain' } });

describe('sign-in answer (part 1 §7)', () => {
  const form = { email: 'admin@adcast.test', password: 'Demo-pass1!' };
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives the token and the user it carries, so the app need not ask for the user', async () => {
    fetchMock.mockResolvedValueOnce(answer({ accessToken: TOKEN, me: ME }));
    await expect(login(form)).resolves.toEqual({ token: TOKEN, me: ME });
  });

  it('gives the token alone when the answer carries no usable user', async () => {
    fetchMock.mockResolvedValueOnce(answer({ accessToken: TOKEN }));
    await expect(login(form)).resolves.toEqual({ token: TOKEN, me: null });
    fetchMock.mockResolvedValueOnce(answer({ accessToken: TOKEN, me: { id: 'x' } }));
    await expect(login(form)).resolves.toEqual({ token: TOKEN, me: null });
  });

  it("refuses an answer without a token: 'Invalid token'", async () => {
    fetchMock.mockResolvedValueOnce(answer({ me: ME }));
    await expect(login(form)).rejects.toThrow('Invalid token');
  });
});
