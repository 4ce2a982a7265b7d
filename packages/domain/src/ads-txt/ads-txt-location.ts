import { getDomain } from 'tldts';
import { HOST_NAME_PATTERN } from '../patterns';

export type AdsTxtFileName = 'ads.txt' | 'app-ads.txt';

/**
 * Where a subject's file lives: `root` is the registrable domain (the Public Suffix List's suffix
 * plus one label, tldts' reading), whose file is read first; `host` is the subject's own host, whose
 * file is read too when it differs from the root and the root's file names it in SUBDOMAIN.
 */
export type AdsTxtLocation = { file: AdsTxtFileName; root: string; host: string };

export const ADS_TXT_LOCATION_MESSAGES = {
  target: (target: string) => `"${target}" is not a domain name or an http(s) address`,
  noRoot: (host: string) => `${host} has no registrable domain under the public suffix list`,
} as const;

/** The registrable domain of a host (the host itself when it has none, as an IP address). */
export const rootDomainOf = (host: string): string => getDomain(host) ?? host;

/** A crawl target that names no host with a registrable domain. */
export class AdsTxtTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdsTxtTargetError';
  }
}

/** The host of `example.com`, `EXAMPLE.com.`, `https://www.example.com/about`; null if none. */
function hostOf(target: string): string | null {
  const text = target.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return HOST_NAME_PATTERN.test(host) ? host : null;
}

function locate(file: AdsTxtFileName, target: string, host: string | null): AdsTxtLocation {
  if (host === null) throw new AdsTxtTargetError(ADS_TXT_LOCATION_MESSAGES.target(target));
  const root = getDomain(host);
  if (!root) throw new AdsTxtTargetError(ADS_TXT_LOCATION_MESSAGES.noRoot(host));
  return { file, root, host };
}

/** ads.txt of a site: its domain or any address on it. */
export const adsTxtLocation = (domainOrUrl: string): AdsTxtLocation =>
  locate('ads.txt', domainOrUrl, hostOf(domainOrUrl));

/**
 * app-ads.txt of an app (IAB app-ads.txt 1.0): the developer URL of its store listing, with the
 * `www.` or `m.` in front of the host dropped, read at the registrable domain (and the subdomain).
 */
export function appAdsTxtLocation(developerUrl: string): AdsTxtLocation {
  const host = hostOf(developerUrl);
  return locate('app-ads.txt', developerUrl, host?.replace(/^(?:www|m)\.(?=.+\..+)/, '') ?? null);
}

/** Both places a location's file may be read, root first (each tried over https, then http). */
export const locationHosts = (location: AdsTxtLocation): string[] =>
  location.host === location.root ? [location.root] : [location.root, location.host];

const META_TAG = /<meta\b[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i'))
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * The developer URL a store listing page declares in `<meta name="appstore:developer_url"
 * content="…">` (IAB app-ads.txt 1.0); null when the page has none.
 */
export function developerUrlFromListing(html: string): string | null {
  for (const tag of html.match(META_TAG) ?? []) {
    if (attribute(tag, 'name')?.toLowerCase() !== 'appstore:developer_url') continue;
    const content = attribute(tag, 'content');
    if (content) return decodeEntities(content.trim());
  }
  return null;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
