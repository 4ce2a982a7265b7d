/** How often a screen asks again about background work it shows in flight. */
export const POLL_MS = 2000;

/**
 * A TanStack Query `refetchInterval` that asks again every `ms` while `busy` says the answer shows
 * work in flight (or none came yet), and stops once it is settled.
 */
export const pollWhile =
  <T>(busy: (data: T) => boolean, ms = POLL_MS) =>
  (query: { state: { data: T | undefined } }): number | false =>
    query.state.data === undefined || busy(query.state.data) ? ms : false;
