import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const env = { JWT_SECRET: 'a-secret-that-is-long-enough-for-the-config-check', DATA_DIR: '/nonexistent' };

describe('memory settings of the embedded stores', () => {
  it('bounds DuckDB at 256MB and leaves PGlite and the threads to their defaults unless set', () => {
    const config = loadConfig(env);
    expect(config.facts).toEqual({ memoryLimit: '256MB', threads: undefined });
    expect(config.pgliteSharedBuffers).toBeUndefined();
    const set = loadConfig({
      ...env,
      REPORTS_MEMORY_LIMIT: '1GB',
      REPORTS_THREADS: '1',
      PGLITE_SHARED_BUFFERS: '64MB',
    });
    expect(set.facts).toEqual({ memoryLimit: '1GB', threads: 1 });
    expect(set.pgliteSharedBuffers).toBe('64MB');
  });

  it('refuses a size it cannot pass on, saying which setting and what it takes', () => {
    expect(() => loadConfig({ ...env, REPORTS_MEMORY_LIMIT: 'lots' })).toThrow(
      'Invalid configuration:\nREPORTS_MEMORY_LIMIT: a size such as 256MB or 1GB',
    );
    expect(() => loadConfig({ ...env, PGLITE_SHARED_BUFFERS: '32' })).toThrow(
      'PGLITE_SHARED_BUFFERS: a size such as 32MB',
    );
  });
});

describe('simulated demo traffic', () => {
  it('runs with the demo data unless DEMO_TRAFFIC=false, and never without the demo data', () => {
    expect(loadConfig(env).demoTraffic).toBe(true);
    expect(loadConfig({ ...env, DEMO_TRAFFIC: 'false' }).demoTraffic).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'false' }).demoTraffic).toBe(false);
  });
});

describe('request timeout (issue 30)', () => {
  it('a trickling request is cut within a second of REQUEST_TIMEOUT_MS: the connection check runs at most a second apart', () => {
    for (const requestMs of ['30000', '5000', '120000']) {
      const { timeouts } = loadConfig({ ...env, REQUEST_TIMEOUT_MS: requestMs });
      expect(timeouts.requestMs).toBe(Number(requestMs));
      expect(timeouts.checkIntervalMs).toBeLessThanOrEqual(1_000);
    }
  });
});
