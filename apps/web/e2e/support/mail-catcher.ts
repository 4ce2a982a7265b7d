import { SMTPServer } from 'smtp-server';

export const MAIL_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

/** A real SMTP peer on loopback that keeps what it receives. */
export function startMailCatcher() {
  const received: { to: string; body: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        callback();
      });
    },
  });
  return {
    received,
    listen: () => new Promise<void>((resolve) => server.listen(MAIL_PORT, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The recovery link of a mail, as a hash route (`/#/password-recovery/...`). */
export function recoveryRoute(body: string): string {
  const unfolded = body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /#\/password-recovery\/[A-Za-z0-9_-]+/.exec(unfolded);
  if (!match) throw new Error(`no recovery link in:\n${body}`);
  return `/${match[0]}`;
}
