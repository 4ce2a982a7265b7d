import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY = /^[0-9a-f]{32}$/;

/**
 * Document files on disk (`DATA_DIR/documents`), each under a generated 128-bit key: the name
 * the user gave is kept in the database only, so no upload can choose where it lands.
 */
export class DiskDocumentStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a document key: ${key}`);
    return join(this.root, key.slice(0, 2), key);
  }

  /** Stores the bytes under a new key; written beside and renamed, so a reader never sees half. */
  async put(bytes: Buffer): Promise<string> {
    const key = randomBytes(16).toString('hex');
    const target = this.pathOf(key);
    await mkdir(join(this.root, key.slice(0, 2)), { recursive: true });
    const partial = `${target}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
    return key;
  }

  async read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
