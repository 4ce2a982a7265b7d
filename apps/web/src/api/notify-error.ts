import { messagesToShow } from '@adcast/domain/errors';
import { toast } from '../ui/toast-store';
import { ApiError } from './client';

/** Part 1 §8: each server message becomes its own error toast; without any, the fallback does. */
export function notifyError(error: unknown, fallback: string): void {
  const body = error instanceof ApiError ? error.body : undefined;
  for (const message of messagesToShow(body, fallback)) toast.error(message);
}

/** Wraps a query function so that its failure shows the toasts and still fails the query. */
export function toastingErrors<T>(fallback: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      notifyError(error, fallback);
      throw error;
    }
  };
}
