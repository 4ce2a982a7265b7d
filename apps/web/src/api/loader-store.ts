import { useSyncExternalStore } from 'react';

/** The global page loader is reference-counted: it stays visible until every caller released it. */
let count = 0;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function showLoader(): void {
  count += 1;
  emit();
}

export function hideLoader(): void {
  if (count === 0) return;
  count -= 1;
  emit();
}

export const loaderCount = (): number => count;

/** Shows the loader while the promise runs; it is released on success and on every error. */
export async function withLoader<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  showLoader();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    hideLoader();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLoaderVisible = (): boolean => useSyncExternalStore(subscribe, () => count > 0);
