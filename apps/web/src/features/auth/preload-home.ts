import { useEffect } from 'react';

/**
 * The code a sign-in most often opens next (the shell and the dashboard with its data calls),
 * fetched and evaluated while the user types, so the first page waits only for its data.
 */
function preloadHomeCode(): void {
  Promise.all([import('../../shell/shell'), import('../dashboard/dashboard-page')]).catch(
    () => undefined, // the router reports a failed load when it opens the page
  );
}

const FIRST_INPUT = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Starts that download at the user's first key, click or autofill on the page, not on arrival:
 * the sign-in page itself stays as light as its own code.
 */
export function usePreloadHomeOnFirstInput(): void {
  useEffect(() => {
    const stop = () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, start, true);
    };
    const start = () => {
      stop();
      preloadHomeCode();
    };
    for (const type of FIRST_INPUT) document.addEventListener(type, start, true);
    return stop;
  }, []);
}
