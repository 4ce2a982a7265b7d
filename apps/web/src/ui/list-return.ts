import { type LinkOptions, useLocation, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';

// The last address of each list this tab showed: page, filters and search of its URL.
const lastListHref = new Map<string, string>();

/** Where Back or Cancel goes for a list path: the list as it was left, else its plain path. */
export const listHref = (listPath: string): string => lastListHref.get(listPath) ?? listPath;

/** Called by a list: remembers its current address for Back and Cancel of the records it opens. */
export function useRememberListHref(): void {
  const { pathname, href } = useLocation({ select: (location) => location });
  useEffect(() => {
    lastListHref.set(pathname, href);
  }, [pathname, href]);
}

/** Navigates to a page; a list opens as it was left (page, filters, search), not at its defaults. */
export function useNavigateBack() {
  const router = useRouter();
  return useCallback(
    (target: LinkOptions) => {
      const { pathname } = router.buildLocation(target as never);
      const remembered = lastListHref.get(pathname);
      return remembered ? router.navigate({ href: remembered }) : router.navigate(target as never);
    },
    [router],
  );
}
