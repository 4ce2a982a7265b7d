import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdcastApp, buildApp } from '../src/app';
import type { Config } from '../src/config';
import { users } from '../src/db/schema/identity';
import { closeGracefully } from '../src/http/shutdown';
import { DEMO, freshDatabase, testConfig } from './support/test-app';

/** Writes raw bytes to the server and resolves with everything it answered once it closes the socket. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(request);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

async function listening(config: Partial<Config> = {}) {
  const database = await freshDatabase();
  const app: AdcastApp = await buildApp({
    config: testConfig(config),
    db: database.db,
    logger: false,
  });
  return { app, database };
}

async function start(app: AdcastApp): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return address.port;
}

describe('sockets: slow, oversized and broken requests (issue 6 §4)', () => {
  it('a request trickling in past the request timeout loses its socket with 408 {code, messages}', async () => {
    // Small timeouts for this app only: the test waits for the server's verdict, not for a clock.
    const { app, database } = await listening({
      timeouts: { requestMs: 200, keepAliveMs: 200, checkIntervalMs: 50, shutdownMs: 1_000 },
    });
    try {
      const port = await start(app);
      const answer = await rawExchange(
        port,
        'POST /login HTTP/1.1\r\nHost: adcast\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(answer)).toEqual({ code: 1008, messages: ['The request took too long to arrive'] });
    } finally {
      await closeGracefully(app, database, 1_000);
    }
  });

  it('oversized headers and broken HTTP are answered {code, messages} before the socket closes', async () => {
    const { app, database } = await listening();
    try {
      const port = await start(app);
      const huge = await rawExchange(
        port,
        `GET /api/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(bodyOf(huge)).toEqual({ code: 1031, messages: ['The request headers are too large'] });
      const broken = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(broken).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(broken)).toEqual({ code: 2001, messages: ['The request is not valid HTTP'] });
    } finally {
      await closeGracefully(app, database, 1_000);
    }
  });
});

describe('graceful shutdown (issue 6 §4)', () => {
  it('requests in flight when shutdown begins all complete, then the database closes', async () => {
    const { app, database } = await listening();
    const inFlight = 20;
    let arrived = 0;
    let allArrived: () => void = () => {};
    const everyoneIn = new Promise<void>((resolve) => {
      allArrived = resolve;
    });
    let releaseHandlers: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      releaseHandlers = resolve;
    });
    // Each request waits after auth until shutdown has begun; its handler then reads the database.
    app.addHook('preHandler', async () => {
      arrived += 1;
      if (arrived === inFlight) allArrived();
      await gate;
    });
    app.addHook('preClose', async () => releaseHandlers());
    const port = await start(app);
    const [admin] = await database.db
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.email, DEMO.admin));
    const token = await app.deps.tokens.sign({ userId: admin!.id, tokenVersion: admin!.tokenVersion });

    const answers = Array.from({ length: inFlight }, () =>
      fetch(`http://127.0.0.1:${port}/api/publishers`, {
        headers: { authorization: `Bearer ${token}` },
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { totalElements: number },
      })),
    );
    await everyoneIn;
    const clean = await closeGracefully(app, database, 10_000);
    const results = await Promise.all(answers);

    expect(clean).toBe(true);
    expect(results.map((result) => result.status)).toEqual(Array(inFlight).fill(200));
    for (const result of results) expect(result.body.totalElements).toBeGreaterThan(0);
    await expect(database.db.select().from(users)).rejects.toThrow();
  });

  it('a request whose bytes were still arriving when shutdown began is answered, then its socket closes', async () => {
    const { app, database } = await listening();
    // A busy server may not have read a request yet when the signal comes: its end arrives after.
    let finishRequest = () => {};
    app.addHook('preClose', async () => {
      finishRequest();
    });
    const port = await start(app);
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise<void>((resolve) =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: adcast\r\n', () => resolve()),
    );
    finishRequest = () => {
      socket.write('\r\n');
    };

    expect(await closeGracefully(app, database, 10_000)).toBe(true);
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(bodyOf(answer)).toEqual({ status: 'ok', database: 'up' });
  });

  it('a kept-alive connection whose next request arrives as shutdown begins is answered with Connection: close, not reset', async () => {
    const { app, database } = await listening();
    let onClosing = () => {};
    app.addHook('preClose', async () => {
      onClosing();
    });
    const port = await start(app);
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    let reset = false;
    socket.on('error', () => {
      reset = true;
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const request = 'GET /api/health HTTP/1.1\r\nHost: adcast\r\n\r\n';
    const firstAnswered = new Promise<void>((resolve) => {
      const check = () => (answer.includes('"database":"up"') ? resolve() : socket.once('data', check));
      socket.once('data', check);
    });
    socket.write(request);
    await firstAnswered;
    answer = '';
    // The next request on the kept-alive connection arrives as the server starts closing.
    onClosing = () => {
      socket.write(request);
    };

    expect(await closeGracefully(app, database, 10_000)).toBe(true);
    await closed;
    expect(reset).toBe(false);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});
