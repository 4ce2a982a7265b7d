import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { createTestApp, DEMO, type TestApp, testConfig } from './support/test-app';

describe('answers carry security headers, no-store, request ids; CORS is closed (issue 6 §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every answer has nosniff, a CSP without inline scripts that denies framing, and a referrer policy', async () => {
    for (const response of [
      await t.app.inject({ url: '/api/users/me' }),
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/no/such/page' }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('authenticated JSON answers carry Cache-Control: no-store', async () => {
    const response = await (await t.as(DEMO.admin)).get('/api/publishers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('echoes a sane X-Request-Id and makes one up for a missing or odd one', async () => {
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(given.headers['x-request-id']).toBe('lb-1234.abc');
    const made = await t.app.inject({ url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a foreign origin gets no CORS grant, and its preflight is refused', async () => {
    const simple = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/dp',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('GET /api/health answers liveness and database readiness without a token', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('configured deployments', () => {
  it('CORS_ORIGINS grants exactly the configured origins', async () => {
    const t = await createTestApp({ config: { corsOrigins: ['https://console.example'] } });
    try {
      const allowed = await t.app.inject({
        url: '/api/health',
        headers: { origin: 'https://console.example' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://console.example');
      const other = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('serves the built web app: index.html revalidated, hashed assets kept for a year, both under the CSP', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'adcast-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<script type="module" src="/assets/index-abc123.js"></script>',
    );
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'export {};');
    const t = await createTestApp({ config: { webDist } });
    try {
      const page = await t.app.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await t.close();
    }
  });

  it('health answers 503 {code, messages} when the database does not answer', async () => {
    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const app = await buildApp({
      config: testConfig(),
      db: down,
      logger: false,
    });
    try {
      const response = await app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 1503, messages: ['The database is not reachable'] });
    } finally {
      await app.close();
    }
  });
});
