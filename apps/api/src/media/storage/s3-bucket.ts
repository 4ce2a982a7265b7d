import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { XMLParser } from 'fast-xml-parser';
import type { S3Location } from './s3-location';

/** A bucket answered something other than what the call expects. */
export class S3Error extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`S3 ${operation} failed with ${status}${detail ? `: ${detail.slice(0, 300)}` : ''}`);
  }
}

// Keys stay strings (`0012` is not 12).
const xml = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'Contents' });

/**
 * The few S3 calls the storage needs (put, get, head, delete, list), signed with SigV4 by
 * aws4fetch over the built-in fetch, addressed path-style (`endpoint/bucket/key`). Keys are the
 * storage's own (letters, digits, `._-/`); the location's prefix is added here.
 */
export class S3Bucket {
  private readonly client: AwsClient;

  constructor(private readonly location: S3Location) {
    // No retries inside the signer: a streamed body cannot be sent twice; jobs retry whole steps.
    this.client = new AwsClient({
      accessKeyId: location.accessKeyId,
      secretAccessKey: location.secretAccessKey,
      service: 's3',
      region: location.region,
      retries: 0,
    });
  }

  private urlOf(key: string, query = ''): string {
    const path = `${this.location.prefix}${key}`.split('/').map(encodeURIComponent).join('/');
    return `${this.location.endpoint}/${this.location.bucket}/${path}${query}`;
  }

  private async call(operation: string, url: string, init: RequestInit, ok: (status: number) => boolean) {
    const response = await this.client.fetch(url, init);
    if (!ok(response.status)) throw new S3Error(operation, response.status, await response.text());
    return response;
  }

  async putBytes(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const init = { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) };
    const response = await this.call('put', this.urlOf(key), init, (status) => status === 200);
    await response.body?.cancel();
  }

  /** Streams a local file up (one PUT: objects up to the service's single-upload limit, 5 GiB on AWS). */
  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const { size } = await stat(file);
    const body = size === 0 ? new Uint8Array() : (Readable.toWeb(createReadStream(file)) as ReadableStream);
    const init = {
      method: 'PUT',
      headers: { 'content-type': contentType, 'content-length': String(size) },
      body,
      duplex: 'half',
    } as RequestInit;
    const response = await this.call('put', this.urlOf(key), init, (status) => status === 200);
    await response.body?.cancel();
  }

  /** The object as the bucket answers it (200, 206, 304, 404, 416), request headers passed on. */
  get(key: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.client.fetch(this.urlOf(key), { headers });
  }

  async readText(key: string): Promise<string | null> {
    const response = await this.call(
      'get',
      this.urlOf(key),
      {},
      (status) => status === 200 || status === 404,
    );
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    return response.text();
  }

  async readBytes(key: string): Promise<Buffer> {
    const response = await this.call('get', this.urlOf(key), {}, (status) => status === 200);
    return Buffer.from(await response.arrayBuffer());
  }

  async download(key: string, file: string): Promise<void> {
    const response = await this.call('get', this.urlOf(key), {}, (status) => status === 200);
    if (!response.body) throw new S3Error('get', response.status, 'no body');
    await pipeline(Readable.fromWeb(response.body as WebStream), createWriteStream(file));
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.call(
      'head',
      this.urlOf(key),
      { method: 'HEAD' },
      (status) => status === 200 || status === 404,
    );
    return response.status === 200;
  }

  async delete(key: string): Promise<void> {
    const response = await this.call(
      'delete',
      this.urlOf(key),
      { method: 'DELETE' },
      (status) => status === 204 || status === 200 || status === 404,
    );
    await response.body?.cancel();
  }

  /** Every key under `prefix` (the storage's keys, without the location's prefix), page by page. */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: `${this.location.prefix}${prefix}` });
      if (token) query.set('continuation-token', token);
      const url = `${this.location.endpoint}/${this.location.bucket}?${query}`;
      const response = await this.call('list', url, {}, (status) => status === 200);
      const result = xml.parse(await response.text()).ListBucketResult ?? {};
      for (const entry of result.Contents ?? [])
        keys.push(String(entry.Key).slice(this.location.prefix.length));
      token = result.IsTruncated === 'true' ? result.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }
}
