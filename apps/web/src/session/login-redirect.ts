/** Login and the root never become a return URL (part 1 §7). */
export function returnUrlFor(path: string): string | undefined {
  const pathname = path.split('?')[0] ?? '';
  if (pathname === '' || pathname === '/' || pathname === '/login') return undefined;
  return path;
}

/** Only in-app paths are followed after sign-in; anything else falls back to the default. */
export function safeReturnUrl(value: string | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return undefined;
  return returnUrlFor(value);
}
