import { describe, expect, it } from 'vitest';
import { API } from '../src/api-paths';

describe('API paths of the call catalogue', () => {
  it('POST /login, GET /api/users/me, PUT /api/users/change-password', () => {
    expect(API.login).toBe('/login');
    expect(API.me).toBe('/api/users/me');
    expect(API.changePassword).toBe('/api/users/change-password');
  });

  it('password recovery: send-email, validate/{token}, change-password/{token}', () => {
    expect(API.recoverySendEmail).toBe('/api/users/password-recovery/send-email');
    expect(API.recoveryValidate('abc')).toBe('/api/users/password-recovery/validate/abc');
    expect(API.recoveryChangePassword('abc')).toBe('/api/users/password-recovery/change-password/abc');
  });

  it('encodes a token so it stays one path segment', () => {
    expect(API.recoveryValidate('a/b?c')).toBe('/api/users/password-recovery/validate/a%2Fb%3Fc');
  });

  it('publishers, content owners and networks', () => {
    expect(API.publisher(4)).toBe('/api/publishers/4');
    expect(API.contentOwners).toBe('/api/co');
    expect(API.contentOwner(7)).toBe('/api/co/7/details');
    expect(API.networks).toBe('/api/networks');
  });
});
