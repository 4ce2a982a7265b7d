import { type AdsTxtFileName, rootDomainOf } from '@adcast/domain/ads-txt/ads-txt-location';
import { CRAWL_MESSAGES } from '@adcast/domain/ads-txt/crawl-messages';
import { FetchError } from '../media/fetch/fetch-error';
import type { Fetched, GuardedFetcher, RedirectCheck } from '../media/fetch/guarded-fetcher';
import type { HostGate } from './host-gate';

export type FileRead =
  | { outcome: 'FILE'; url: string; text: string }
  | { outcome: 'NO_FILE' | 'FAILED'; url: string; reason: string };

export type ReadOptions = {
  fetcher: GuardedFetcher;
  gate: HostGate;
  maxBytes: number;
  timeoutMs: number;
  /** Tests only: the ports http and https are reached at (loopback servers), never set in production. */
  ports?: { http: number; https: number };
};

const MAX_REDIRECTS = 5;

export function fileUrl(
  options: Pick<ReadOptions, 'ports'>,
  scheme: 'https' | 'http',
  host: string,
  path: string,
) {
  const port = options.ports ? `:${options.ports[scheme]}` : '';
  return `${scheme}://${host}${port}/${path}`;
}

/**
 * ads.txt 1.1: redirects within the root domain are followed; one hop to another domain is
 * allowed (delegation to a third party's server), and a redirect from there is an error.
 */
function redirectRule(root: string): RedirectCheck {
  let left = false;
  return (from, to) => {
    if (left) throw new FetchError(CRAWL_MESSAGES.redirectFromThirdParty(from.hostname), 'redirects');
    if (rootDomainOf(to.hostname) !== root) left = true;
  };
}

/**
 * The file at `host`, over https and, when https cannot be reached at all, over http: one visit to
 * the host, so the politeness gap follows the visit, not the refused https connection.
 */
export function readFile(options: ReadOptions, host: string, file: AdsTxtFileName): Promise<FileRead> {
  return options.gate.run(host, async () => {
    const secure = await readAt(options, fileUrl(options, 'https', host, file), host);
    if (secure.outcome !== 'FAILED' || !secure.unreachable) return secure;
    return readAt(options, fileUrl(options, 'http', host, file), host);
  });
}

async function readAt(
  options: ReadOptions,
  url: string,
  host: string,
): Promise<FileRead & { unreachable?: boolean }> {
  try {
    const fetched = await options.fetcher.fetch(
      url,
      { maxBytes: options.maxBytes, timeoutMs: options.timeoutMs, maxRedirects: MAX_REDIRECTS },
      redirectRule(rootDomainOf(host)),
    );
    return plainText(fetched);
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    if (error.status === 404) return { outcome: 'NO_FILE', url, reason: CRAWL_MESSAGES.noFile(url) };
    const reason = CRAWL_MESSAGES.failed(url, error.message);
    return { outcome: 'FAILED', url, reason, unreachable: error.reason === 'unreachable' };
  }
}

const looksLikeHtml = (text: string) => /^\s*<(?:!doctype|html|head|body|!--|\?xml|[a-z]+[\s>])/i.test(text);

/** The body as text when it is a text/plain file (an untyped answer passes unless it is markup). */
function plainText(fetched: Fetched): FileRead {
  const type = (fetched.contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  const text = new TextDecoder('utf-8').decode(fetched.body);
  if (type === 'text/html' || type === 'application/xhtml+xml' || looksLikeHtml(text))
    return { outcome: 'FAILED', url: fetched.url, reason: CRAWL_MESSAGES.htmlNotText(fetched.url, type) };
  if (type !== '' && type !== 'text/plain')
    return { outcome: 'FAILED', url: fetched.url, reason: CRAWL_MESSAGES.notPlainText(fetched.url, type) };
  return { outcome: 'FILE', url: fetched.url, text };
}
