import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

type Search = Record<string, unknown>;

/** A search as the address bar spells it: defined keys in name order, every value as text. */
const spelling = (search: Search) =>
  JSON.stringify(
    Object.entries(search)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)])
      .sort(([a], [b]) => (a! < b! ? -1 : 1)),
  );

/**
 * Writes the page's checked search back to the address bar (replaced, not pushed) when the URL
 * says otherwise, e.g. after a hand edit of the hash: the link then shows what the page shows.
 * Both come from the same location, so a navigation in flight is never undone.
 */
export function useSearchWriteBack<I>(path: string, validate: (search: I) => object): void {
  // Two selections of values the router keeps: a new object per read would re-render without end.
  const here = useLocation({ select: (location) => location.pathname === path });
  const search = useLocation({ select: (location) => location.search });
  const navigate = useNavigate();
  const checked = validate(search as I) as Search;
  const wanted = spelling(checked);
  const differs = here && spelling(search) !== wanted;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the checked search changes only with its spelling
  useEffect(() => {
    if (differs) void navigate({ to: path, search: checked, replace: true });
  }, [differs, wanted, path, navigate]);
}
