import { DEFAULT_TOAST_MS, TOAST_MS } from '@adcast/domain/paging';
import { useSyncExternalStore } from 'react';

export type ToastKind = 'error' | 'success' | 'info' | 'default';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Part 1 §9: error, success and info toasts last 3 s; the default look 2 s. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = {
  error: TOAST_MS,
  success: TOAST_MS,
  info: TOAST_MS,
  default: DEFAULT_TOAST_MS,
};

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function push(kind: ToastKind, message: string): void {
  // A burst of identical failures (every list call refused at once) shows one toast.
  if (toasts.some((shown) => shown.kind === kind && shown.message === message)) return;
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS[kind]);
}

export const toast = {
  error: (message: string) => push('error', message),
  success: (message: string) => push('success', message),
  info: (message: string) => push('info', message),
  show: (message: string) => push('default', message),
};

export const currentToasts = (): readonly Toast[] => toasts;

/** Forgets every toast, as a fresh page load would (tests: no toast is carried into the next one). */
export function clearToasts(): void {
  toasts = [];
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = (): readonly Toast[] => useSyncExternalStore(subscribe, currentToasts);
