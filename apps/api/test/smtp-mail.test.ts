import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

describe('recovery mail through SMTP_URL', () => {
  const received: { to: string; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  let t: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp();
    t.app.deps.mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Adcast <no-reply@adcast.test>',
      db: t.db,
      log: t.app.log,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the reset link to a real SMTP peer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/password-recovery/send-email',
      payload: { email: DEMO.owner },
    });
    expect(response.statusCode).toBe(200);
    await t.app.deps.background.drain();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe(DEMO.owner);
    expect(received[0]!.data).toContain('Subject: Reset your Adcast password');
    expect(received[0]!.data).toContain('https://console.adcast.test/#/password-recovery/');
  });
});
