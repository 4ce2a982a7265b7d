import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import type { S3Bucket } from './s3-bucket';

/**
 * Where media lives, by key (`sources/…` originals, `hls/<token>/…` renditions, posters and
 * thumbnails beside them). Keys are relative paths; nothing outside the storage is reachable.
 * On disk (`MEDIA_DIR`, default `DATA_DIR/media`) or in an S3 bucket (`S3_URL`); either way tools
 * work on local files: partial uploads and scratch folders stay in `workDir`.
 */
export interface MediaStorage {
  /** A local folder for partial uploads (`uploads/`) and scratch folders (`tmp/`). */
  readonly workDir: string;
  /** Where `/api/media/hls/<path>` is answered from: a local folder, or the bucket under `hls/`. */
  readonly hlsOrigin: HlsOrigin;
  /** Moves a finished local file or folder in under `key`, replacing what was there. */
  putFrom(key: string, localPath: string): Promise<void>;
  /** A local file holding the key's bytes for a tool to read: the stored file itself, or a copy in `scratch`. */
  localFile(key: string, scratch: string): Promise<string>;
  /** A stored text file (a playlist), null when there is none. */
  readText(key: string): Promise<string | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file, or the folder and all below it. */
  remove(key: string): Promise<void>;
  /** A new scratch folder under `workDir` (on disk, finishing is then a rename). */
  scratch(): Promise<string>;
}

export type HlsOrigin =
  | { kind: 'folder'; folder: string }
  | { kind: 'bucket'; bucket: S3Bucket; prefix: string };

/** The key made plain (`a/./b` is `a/b`); one that would leave the storage is refused. */
export function checkedKey(key: string): string {
  const clean = posix.normalize(key);
  if (clean === '..' || clean.startsWith('../') || clean.startsWith('/') || clean.includes('\\')) {
    throw new Error(`media key outside the media folder: ${key}`);
  }
  return clean;
}

/** A new scratch folder under the work folder. */
export async function scratchIn(workDir: string): Promise<string> {
  const folder = join(workDir, 'tmp', randomBytes(8).toString('hex'));
  await mkdir(folder, { recursive: true });
  return folder;
}

/** A new unguessable HLS folder key: 128 random bits. */
export const newHlsKey = (): string => randomBytes(16).toString('hex');

export class DiskMediaStorage implements MediaStorage {
  readonly hlsOrigin: HlsOrigin;

  constructor(readonly workDir: string) {
    this.hlsOrigin = { kind: 'folder', folder: join(workDir, 'hls') };
  }

  pathOf(key: string): string {
    return join(this.workDir, checkedKey(key));
  }

  async putFrom(key: string, localPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    await rm(target, { recursive: true, force: true });
    try {
      await rename(localPath, target);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EXDEV') throw error;
      await cp(localPath, target, { recursive: true });
      await rm(localPath, { recursive: true, force: true });
    }
  }

  async localFile(key: string): Promise<string> {
    return this.pathOf(key);
  }

  async readText(key: string): Promise<string | null> {
    return readFile(this.pathOf(key), 'utf8').catch((error: { code?: string }) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { recursive: true, force: true });
  }

  scratch(): Promise<string> {
    return scratchIn(this.workDir);
  }
}
