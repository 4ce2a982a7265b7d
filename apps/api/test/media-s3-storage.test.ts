import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3DocumentStorage } from '../src/media/storage/document-storage';
import { S3Bucket } from '../src/media/storage/s3-bucket';
import { parseS3Url } from '../src/media/storage/s3-location';
import { S3MediaStorage } from '../src/media/storage/s3-media-storage';
import { startS3Server } from './support/s3-server';

describe('S3_URL', () => {
  it('names the endpoint, bucket, key prefix, region and percent-encoded keys', () => {
    expect(
      parseS3Url(
        'https://AKID:a%2Fb%2Bc@s3.eu-west-1.amazonaws.com/media-bucket/adcast/prod?region=eu-west-1',
      ),
    ).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'media-bucket',
      prefix: 'adcast/prod/',
      region: 'eu-west-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'a/b+c',
    });
    expect(parseS3Url('http://k:s@127.0.0.1:9000/media')).toMatchObject({ prefix: '', region: 'us-east-1' });
  });

  it('is refused with the reason when the keys or the bucket are missing', () => {
    expect(() => parseS3Url('http://127.0.0.1:9000/media')).toThrow(
      'S3_URL: the access key and secret key are missing',
    );
    expect(() => parseS3Url('http://k:s@127.0.0.1:9000/')).toThrow('S3_URL: the bucket name is missing');
    expect(() => parseS3Url('ftp://k:s@host/media')).toThrow('S3_URL: only http and https are supported');
  });
});

describe('media and documents in an S3-compatible bucket (s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let bucket: S3Bucket;
  let workDir: string;
  let storage: S3MediaStorage;
  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = new S3Bucket(parseS3Url(s3.url));
    workDir = await mkdtemp(join(tmpdir(), 'adcast-s3-work-'));
    storage = new S3MediaStorage(bucket, workDir);
  });
  afterAll(async () => {
    await s3.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('moves a finished folder in with HLS MIME types, reads it back, and removes it whole', async () => {
    const folder = await storage.scratch();
    await mkdir(join(folder, '720p'));
    await writeFile(join(folder, 'index.m3u8'), '#EXTM3U\n');
    await writeFile(join(folder, '720p', 'segment0000.ts'), Buffer.alloc(1880, 0x47));
    await storage.putFrom('hls/0123abcd', folder);

    expect(await bucket.list('hls/0123abcd/')).toEqual([
      'hls/0123abcd/720p/segment0000.ts',
      'hls/0123abcd/index.m3u8',
    ]);
    expect(await readdir(join(workDir, 'tmp'))).toEqual([]);
    expect(await storage.readText('hls/0123abcd/index.m3u8')).toBe('#EXTM3U\n');
    expect(await storage.readText('hls/0123abcd/missing.m3u8')).toBeNull();
    const range = await bucket.get('hls/0123abcd/720p/segment0000.ts', { range: 'bytes=188-375' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('video/mp2t');
    expect(range.headers.get('content-range')).toBe('bytes 188-375/1880');

    await storage.remove('hls/0123abcd');
    expect(await bucket.list('hls/')).toEqual([]);
    expect(await storage.exists('hls/0123abcd/index.m3u8')).toBe(false);
  });

  it('hands a tool a local copy of a stored original, and refuses keys that climb out', async () => {
    const file = join(await storage.scratch(), 'upload');
    await writeFile(file, 'original bytes');
    await storage.putFrom('sources/7-upload', file);
    expect(await storage.exists('sources/7-upload')).toBe(true);
    const scratch = await storage.scratch();
    expect(await readFile(await storage.localFile('sources/7-upload', scratch), 'utf8')).toBe(
      'original bytes',
    );
    await expect(storage.exists('../documents/x')).rejects.toThrow('media key outside the media folder');
  });

  it('keeps documents under documents/ and forgets a removed one', async () => {
    const documents = new S3DocumentStorage(bucket);
    const bytes = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');
    const key = await documents.put(bytes);
    expect(await bucket.list('documents/')).toEqual([`documents/${key}`]);
    expect((await documents.read(key)).equals(bytes)).toBe(true);
    await documents.remove(key);
    await expect(documents.read(key)).rejects.toThrow('S3 get failed with 404');
    await expect(documents.read('../../x')).rejects.toThrow('not a document key');
  });
});
