import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/** A search as the address bar spells it: defined keys in name order, every value as text. */
const spelling = (search: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(search)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)])
      .sort(([a], [b]) => (a! < b! ? -1 : 1)),
  );

/**
 * Writes the route's checked search back to the address bar (replaced, not pushed) when the URL
 * says otherwise, e.g. after a hand edit of the hash: the link then shows what the page shows.
 */
export function useSearchWriteBack(checked: Record<string, unknown>): void {
  const raw = useLocation({ select: (location) => location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const wanted = spelling(checked);
  const differs = spelling(raw) !== wanted;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the checked search changes only with its spelling
  useEffect(() => {
    if (differs) void navigate({ to: '.', search: checked, replace: true });
  }, [differs, wanted, navigate]);
}
