/**
 * The code a sign-in most often opens next (the shell and the dashboard with its data calls),
 * fetched and evaluated while the user types, so the first page waits only for its data.
 */
export function preloadHomeCode(): void {
  Promise.all([import('../shell/shell'), import('../features/dashboard/dashboard-page')]).catch(
    () => undefined, // the router reports a failed load when it opens the page
  );
}
