import { type Mask, MaskSchema } from '@adcast/domain/masks';
import { useSyncExternalStore } from 'react';

/** Part 1 §7: the mask is kept in storage under this key, as JSON. */
export const MASK_KEY = 'mask';

function readMask(storage: Storage): Mask | null {
  const raw = storage.getItem(MASK_KEY);
  if (!raw) return null;
  try {
    const parsed = MaskSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// The working mask belongs to the tab (session storage, kept across its reloads); the sign-in
// belongs to the browser. Local storage holds the last mask chosen anywhere, so a new tab starts
// from it, but a second tab choosing another mask never changes the first tab's.
let current: Mask | null | undefined;
const listeners = new Set<() => void>();

export function currentMask(): Mask | null {
  if (current === undefined) current = readMask(sessionStorage) ?? readMask(localStorage);
  return current;
}

export function setMask(mask: Mask | null): void {
  current = mask;
  for (const storage of [sessionStorage, localStorage]) {
    if (mask) storage.setItem(MASK_KEY, JSON.stringify(mask));
    else storage.removeItem(MASK_KEY);
  }
  for (const listener of listeners) listener();
}

/** Forgets the in-memory copy, as a fresh page load of this tab would (tests). */
export function reloadMaskFromStorage(): void {
  current = undefined;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useMask = (): Mask | null => useSyncExternalStore(subscribe, currentMask);
