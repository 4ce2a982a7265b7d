import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { S3Bucket } from './s3-bucket';

const KEY = /^[0-9a-f]{32}$/;

/** Where publisher and content owner documents are kept, each under a generated key. */
export interface DocumentStorage {
  /** Stores the bytes under a new key and answers it. */
  put(bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const newKey = () => randomBytes(16).toString('hex');

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a document key: ${key}`);
  return key;
}

/**
 * Document files on disk (`DATA_DIR/documents`), each under a generated 128-bit key: the name
 * the user gave is kept in the database only, so no upload can choose where it lands.
 */
export class DiskDocumentStorage implements DocumentStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return join(this.root, key.slice(0, 2), checked(key));
  }

  /** Stores the bytes under a new key; written beside and renamed, so a reader never sees half. */
  async put(bytes: Buffer): Promise<string> {
    const key = newKey();
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

/** Document files in the bucket under `documents/<key>`; a PUT is whole, so a reader never sees half. */
export class S3DocumentStorage implements DocumentStorage {
  constructor(private readonly bucket: S3Bucket) {}

  async put(bytes: Buffer): Promise<string> {
    const key = newKey();
    await this.bucket.putBytes(`documents/${key}`, bytes, 'application/octet-stream');
    return key;
  }

  async read(key: string): Promise<Buffer> {
    return this.bucket.readBytes(`documents/${checked(key)}`);
  }

  async remove(key: string): Promise<void> {
    return this.bucket.delete(`documents/${checked(key)}`);
  }
}
