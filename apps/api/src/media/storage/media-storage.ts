import { randomBytes } from 'node:crypto';
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where media lives, by key (`sources/…` originals, `hls/<token>/…` renditions, posters and
 * thumbnails beside them). Keys are relative paths; nothing outside the root is reachable.
 * One implementation today: a folder on disk (`MEDIA_DIR`, default `DATA_DIR/media`).
 */
export interface MediaStorage {
  /** The folder served as HLS (`/api/media/hls/<key below it>`). */
  readonly hlsRoot: string;
  /** A local path for the key, for ffmpeg to read (the file may not exist yet). */
  pathOf(key: string): string;
  /** Moves a finished local file or folder in under `key`, replacing what was there. */
  putFrom(key: string, localPath: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** A scratch folder inside the storage's file system (so finishing is a rename). */
  scratch(): Promise<string>;
}

/** A new unguessable HLS folder key: 128 random bits. */
export const newHlsKey = (): string => randomBytes(16).toString('hex');

export class DiskMediaStorage implements MediaStorage {
  readonly hlsRoot: string;

  constructor(private readonly root: string) {
    this.hlsRoot = join(root, 'hls');
  }

  pathOf(key: string): string {
    const clean = normalize(key);
    if (clean.startsWith('..') || clean.startsWith(sep) || clean.includes(`${sep}..${sep}`)) {
      throw new Error(`media key outside the media folder: ${key}`);
    }
    return join(this.root, clean);
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

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { recursive: true, force: true });
  }

  async scratch(): Promise<string> {
    const folder = join(this.root, 'tmp', randomBytes(8).toString('hex'));
    await mkdir(folder, { recursive: true });
    return folder;
  }
}
