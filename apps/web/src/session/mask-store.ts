import { type Mask, MaskSchema } from '@adcast/domain/masks';
import { useSyncExternalStore } from 'react';

/** Part 1 §7: the mask is kept in local storage under this key, as JSON. */
export const MASK_KEY = 'mask';

function readStoredMask(): Mask | null {
  const raw = localStorage.getItem(MASK_KEY);
  if (!raw) return null;
  try {
    const parsed = MaskSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// Each tab keeps its own working mask in memory so that a second tab opened through
// "Switch account" does not change the mask of the first one; storage restores it on reload.
let current: Mask | null | undefined;
const listeners = new Set<() => void>();

export function currentMask(): Mask | null {
  if (current === undefined) current = readStoredMask();
  return current;
}

export function setMask(mask: Mask | null): void {
  current = mask;
  if (mask) localStorage.setItem(MASK_KEY, JSON.stringify(mask));
  else localStorage.removeItem(MASK_KEY);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useMask = (): Mask | null => useSyncExternalStore(subscribe, currentMask);
