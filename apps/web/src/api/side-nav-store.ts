import { SIDEBAR_BREAKPOINT_PX } from '@adcast/domain/paging';
import { useSyncExternalStore } from 'react';

/** Part 2 §9: the sidebar is open by default on screens wider than 992 px. */
export const WIDE_SCREEN_QUERY = `(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`;

const isWideScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN_QUERY).matches;

let open: boolean | undefined;
const listeners = new Set<() => void>();

const read = (): boolean => {
  if (open === undefined) open = isWideScreen();
  return open;
};

export function setSideNavOpen(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

/** Back to the default of the screen size (after sign-out, for the next user). */
export function resetSideNav(): void {
  open = undefined;
  for (const listener of listeners) listener();
}

export const toggleSideNav = (): void => setSideNavOpen(!read());

/** Narrow screens close the sidebar after a click on an entry. */
export function closeSideNavOnNarrowScreen(): void {
  if (!isWideScreen()) setSideNavOpen(false);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSideNavOpen = (): boolean => useSyncExternalStore(subscribe, read);
