import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskDocumentStorage } from '../src/media/storage/document-storage';

describe('document storage on disk', () => {
  let root: string;
  let storage: DiskDocumentStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'adcast-documents-'));
    storage = new DiskDocumentStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('gives back the very bytes it was given, under a generated key', async () => {
    const bytes = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
    const key = await storage.put(bytes);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((await storage.read(key)).equals(bytes)).toBe(true);
    expect(await readdir(join(root, key.slice(0, 2)))).toEqual([key]);
  });

  it('forgets a removed file and refuses keys it did not make', async () => {
    const key = await storage.put(Buffer.from('a;b\n'));
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toThrow();
    for (const forged of ['../../etc/passwd', `${key}/..`, 'ABCDEF']) {
      await expect(storage.read(forged)).rejects.toThrow('not a document key');
    }
  });
});
