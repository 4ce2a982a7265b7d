import { lookup as dnsLookup } from 'node:dns/promises';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FETCH_MESSAGES } from '@adcast/domain/media/fetch-messages';
import { isPublicAddress } from './address-policy';
import { FetchError } from './fetch-error';

export type FetchLimits = { maxBytes: number; timeoutMs: number; maxRedirects: number };

export type FetcherOptions = {
  /** Host names fetched even though they resolve to a local address (tests' loopback servers only). */
  allowHosts?: readonly string[];
  /** Name resolution; the system resolver unless a test gives its own. */
  resolve?: (host: string) => Promise<string[]>;
  limits?: Partial<FetchLimits>;
  /** How the fetcher names itself to servers. */
  userAgent?: string;
};

/** Called before each redirect is followed; throws a FetchError to refuse it. */
export type RedirectCheck = (from: URL, to: URL) => void;

export type Fetched = { url: string; status: number; contentType: string | undefined; body: Buffer };

/** A request body sent with POST (bid requests); redirects are then not followed. */
export type Posted = { body: string; contentType: string; headers?: Record<string, string> };

const DEFAULT_LIMITS: FetchLimits = { maxBytes: 20 * 1024 * 1024, timeoutMs: 30_000, maxRedirects: 5 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** RFC 6761: `localhost` and names under it are loopback, whatever a DNS server says. */
const isLocalhostName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

/** Names reserved never to resolve on the public DNS (RFC 2606, RFC 6761): not asked, so not waited on. */
const RESERVED_NAME = /(^|\.)(example|invalid|test)\.?$/i;

const systemResolve = async (host: string) => {
  if (isLocalhostName(host)) return ['127.0.0.1'];
  if (RESERVED_NAME.test(host)) return [];
  return (await dnsLookup(host, { all: true })).map((entry) => entry.address);
};

/**
 * Every server-side fetch (feeds, media, thumbnails, YouTube) goes through here. Only http and
 * https, no credentials sent, redirects followed by hand (each hop checked again), size and time
 * capped, and the address checked after resolution, at connect time, so a name cannot be re-pointed
 * at a local address between the check and the connection.
 */
export class GuardedFetcher {
  private readonly allowHosts: Set<string>;
  private readonly resolve: (host: string) => Promise<string[]>;
  private readonly userAgent: string;
  readonly limits: FetchLimits;

  constructor(options: FetcherOptions = {}) {
    this.allowHosts = new Set((options.allowHosts ?? []).map((host) => host.toLowerCase()));
    this.resolve = options.resolve ?? systemResolve;
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.userAgent = options.userAgent ?? 'Adcast media fetcher';
  }

  /** The whole answer in memory (feeds, API answers, thumbnails). A non-2xx status is an error. */
  async fetch(
    url: string,
    limits: Partial<FetchLimits> = {},
    checkRedirect?: RedirectCheck,
    posted?: Posted,
  ): Promise<Fetched> {
    return this.withResponse(url, limits, checkRedirect, posted, async (response, finalUrl, capped) => {
      const chunks: Buffer[] = [];
      await pipeline(response, capped, async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) chunks.push(chunk);
      });
      return {
        url: finalUrl,
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        body: Buffer.concat(chunks),
      };
    });
  }

  /** POSTs the body and reads the whole answer (bid requests); a redirect or a non-2xx status is an error. */
  post(url: string, posted: Posted, limits: Partial<FetchLimits> = {}): Promise<Fetched> {
    return this.fetch(url, { ...limits, maxRedirects: 0 }, undefined, posted);
  }

  /** Streams the answer into a file (media downloads); nothing is left behind on failure. */
  async download(url: string, path: string, limits: Partial<FetchLimits> = {}): Promise<void> {
    await this.withResponse(url, limits, undefined, undefined, async (response, _finalUrl, capped) => {
      try {
        await pipeline(response, capped, createWriteStream(path));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    });
  }

  private async withResponse<T>(
    url: string,
    overrides: Partial<FetchLimits>,
    checkRedirect: RedirectCheck | undefined,
    posted: Posted | undefined,
    use: (response: IncomingMessage, finalUrl: string, capped: Transform) => Promise<T>,
  ): Promise<T> {
    const limits = { ...this.limits, ...overrides };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
    try {
      let current = this.check(url);
      for (let hop = 0; ; hop++) {
        const response = await this.request(current, controller.signal, posted);
        const status = response.statusCode ?? 0;
        if (REDIRECTS.has(status) && response.headers.location) {
          response.resume();
          if (hop >= limits.maxRedirects) throw new FetchError(FETCH_MESSAGES.tooManyRedirects, 'redirects');
          const next = this.check(new URL(response.headers.location, current).toString());
          checkRedirect?.(current, next);
          current = next;
          continue;
        }
        if (status < 200 || status > 299) {
          response.resume();
          throw new FetchError(FETCH_MESSAGES.status(status), 'status', status);
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > limits.maxBytes) {
          response.destroy();
          throw new FetchError(FETCH_MESSAGES.tooLarge(limits.maxBytes), 'too-large');
        }
        return await use(response, current.toString(), sizeCap(limits.maxBytes));
      }
    } catch (error) {
      if (controller.signal.aborted) throw new FetchError(FETCH_MESSAGES.timeout, 'timeout');
      if (error instanceof FetchError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
        throw new FetchError(FETCH_MESSAGES.unresolved, 'unresolved');
      throw new FetchError(FETCH_MESSAGES.unreachable, 'unreachable');
    } finally {
      clearTimeout(timer);
    }
  }

  /** Scheme, credentials and (for an address written as a number) the address itself. */
  private check(text: string): URL {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new FetchError(FETCH_MESSAGES.badUrl, 'refused');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new FetchError(FETCH_MESSAGES.scheme, 'refused');
    if (url.username || url.password) throw new FetchError(FETCH_MESSAGES.credentials, 'refused');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !this.allowed(url) && !isPublicAddress(host)) {
      throw new FetchError(FETCH_MESSAGES.forbiddenAddress, 'refused');
    }
    return url;
  }

  private allowed(url: URL): boolean {
    return this.allowHosts.has(url.hostname.toLowerCase()) || this.allowHosts.has(url.host.toLowerCase());
  }

  private request(url: URL, signal: AbortSignal, posted?: Posted): Promise<IncomingMessage> {
    const allowed = this.allowed(url);
    const lookup: LookupFunction = (host, options, callback) => {
      this.resolve(host).then(
        (addresses) => {
          const refused = addresses.length === 0 || (!allowed && !addresses.every(isPublicAddress));
          const [first = ''] = addresses;
          if (refused) {
            const error = new FetchError(
              addresses.length === 0 ? FETCH_MESSAGES.unresolved : FETCH_MESSAGES.forbiddenAddress,
              addresses.length === 0 ? 'unresolved' : 'refused',
            );
            callback(error as NodeJS.ErrnoException, '', 0);
            return;
          }
          if (options.all)
            callback(
              null,
              addresses.map((address) => ({ address, family: isIP(address) })),
            );
          else callback(null, first, isIP(first));
        },
        (error: NodeJS.ErrnoException) => callback(error, '', 0),
      );
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(url, {
        method: posted ? 'POST' : 'GET',
        lookup,
        signal,
        agent: false,
        headers: {
          'user-agent': this.userAgent,
          accept: '*/*',
          ...(posted && {
            ...posted.headers,
            'content-type': posted.contentType,
            'content-length': String(Buffer.byteLength(posted.body)),
          }),
        },
      });
      request.on('response', resolve);
      request.on('error', reject);
      request.end(posted?.body);
    });
  }
}

/** Fails the stream once more than `maxBytes` have passed (a missing or false content-length). */
function sizeCap(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new FetchError(FETCH_MESSAGES.tooLarge(maxBytes), 'too-large'));
      else done(null, chunk);
    },
  });
}
