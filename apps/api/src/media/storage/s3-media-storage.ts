import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { checkedKey, type HlsOrigin, type MediaStorage, scratchIn } from './media-storage';
import { mediaTypeOf } from './media-types';
import type { S3Bucket } from './s3-bucket';

/** Uploads to the bucket at once when a folder goes up. */
const AT_ONCE = 4;

async function eachAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
}

/**
 * Media in an S3-compatible bucket under the same keys as on disk. Tools still work on local
 * files: a finished folder or file is uploaded from `workDir` (each object with its HLS MIME
 * type) and then removed there; an original is downloaded into the job's scratch folder.
 */
export class S3MediaStorage implements MediaStorage {
  readonly hlsOrigin: HlsOrigin;

  constructor(
    private readonly bucket: S3Bucket,
    readonly workDir: string,
  ) {
    this.hlsOrigin = { kind: 'bucket', bucket, prefix: 'hls/' };
  }

  async putFrom(key: string, localPath: string): Promise<void> {
    const target = checkedKey(key);
    if ((await stat(localPath)).isDirectory()) {
      await this.remove(target);
      const names = await readdir(localPath, { recursive: true });
      const files: string[] = [];
      for (const name of names) if ((await stat(join(localPath, name))).isFile()) files.push(name);
      await eachAtOnce(files, (name) => this.upload(`${target}/${name}`, join(localPath, name)));
    } else {
      await this.upload(target, localPath);
    }
    await rm(localPath, { recursive: true, force: true });
  }

  private upload(key: string, file: string): Promise<void> {
    return this.bucket.putFile(key, file, mediaTypeOf(key) ?? 'application/octet-stream');
  }

  async localFile(key: string, scratch: string): Promise<string> {
    const file = join(scratch, 'stored-source');
    await this.bucket.download(checkedKey(key), file);
    return file;
  }

  async readText(key: string): Promise<string | null> {
    return this.bucket.readText(checkedKey(key));
  }

  async exists(key: string): Promise<boolean> {
    return this.bucket.exists(checkedKey(key));
  }

  async remove(key: string): Promise<void> {
    const target = checkedKey(key);
    // Only keys that exist: the file itself or what is below the folder (not `hls/ab` for `hls/a`).
    const stored = await this.bucket.list(target);
    const keys = stored.filter((each) => each === target || each.startsWith(`${target}/`));
    // One at a time: file-backed S3-compatible servers race when emptying one folder in parallel.
    for (const each of keys) await this.bucket.delete(each);
  }

  scratch(): Promise<string> {
    return scratchIn(this.workDir);
  }
}
