import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/db/schema/records';
import type { TestApp } from './test-app';

/** The newest dev-outbox mail to an address, once the background work has run. */
export async function lastMailTo(t: TestApp, recipient: string) {
  await t.app.deps.background.drain();
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail ?? null;
}

/** The reset token from a recovery mail's link. */
export function tokenFromMail(body: string): string {
  const match = /#\/password-recovery\/([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error(`no recovery link in: ${body}`);
  return match[1]!;
}
