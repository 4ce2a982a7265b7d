import type { FeedImport } from '@adcast/domain/media/feeds';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { expect } from 'vitest';

type Reader = { get(url: string): Promise<{ json(): FeedImport }> };

/** Waits for a background feed import to end and answers how it ended, as its user reads it. */
export async function importEnd(client: Reader, importId: number): Promise<FeedImport> {
  await expect
    .poll(async () => (await client.get(MEDIA_API.feedImport(importId))).json().state, {
      timeout: 60_000,
      interval: 100,
    })
    .toMatch(/^(DONE|FAILED)$/);
  return (await client.get(MEDIA_API.feedImport(importId))).json();
}
