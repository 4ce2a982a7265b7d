const SEPARATORS = /[;,\s]+/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;

/**
 * A pasted list of domains (part 2 §5): split on semicolon, comma, newline, tab or space,
 * lower-cased, `http://` put before any entry without a scheme, duplicates dropped (first kept).
 */
export function parseDomainList(text: string): string[] {
  const urls = text
    .split(SEPARATORS)
    .filter((part) => part !== '')
    .map((part) => part.toLowerCase())
    .map((part) => (HAS_SCHEME.test(part) ? part : `http://${part}`));
  return [...new Set(urls)];
}
