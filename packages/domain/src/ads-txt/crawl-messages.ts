/** Why a crawl found no file or could not read one (stored with the crawl, shown to the user). */
export const CRAWL_MESSAGES = {
  noFile: (url: string) => `No file at ${url} (HTTP 404)`,
  htmlNotText: (url: string, type: string) =>
    `${url} answered with an HTML page${type ? ` (${type})` : ''} instead of a text/plain file`,
  notPlainText: (url: string, type: string) => `${url} is served as ${type}; the file must be text/plain`,
  redirectFromThirdParty: (host: string) =>
    `A second redirect outside the domain (from ${host}) is not followed: only one hop to another domain is allowed`,
  failed: (url: string, reason: string) => `${url}: ${reason}`,
  noDeveloperUrl: (url: string) => `The store listing ${url} has no appstore:developer_url meta tag`,
  storeUrl: (url: string) => `"${url}" is not an http(s) address of a store listing`,
} as const;
