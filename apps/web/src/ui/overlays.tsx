import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoaderVisible } from '../api/loader-store';
import { useToasts } from '../api/toast-store';

const loadToasts = () => import('./toasts');
const loadPageLoader = () => import('./page-loader');
const Toasts = lazy(() => loadToasts().then((module) => ({ default: module.Toasts })));
const PageLoader = lazy(() => loadPageLoader().then((module) => ({ default: module.PageLoader })));

/** Stays true once the value has been true, so an overlay mounted once stays mounted. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/**
 * The toast stack and the global page loader. Their code loads after the first paint, so the
 * sign-in page's initial JavaScript stays small; the stores behind them work from the start.
 */
export function Overlays() {
  const showToasts = useOnceTrue(useToasts().length > 0);
  const showLoader = useOnceTrue(useLoaderVisible());
  useEffect(() => {
    const timer = setTimeout(() => {
      loadToasts();
      loadPageLoader();
    }, 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Suspense fallback={null}>
      {showToasts && <Toasts />}
      {showLoader && <PageLoader />}
    </Suspense>
  );
}
