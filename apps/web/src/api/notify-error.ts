import { messagesToShow } from '@adcast/domain/errors';
import { UI_MESSAGES } from '@adcast/domain/ui-messages';
import { ApiError } from './client';
import { toast } from './toast-store';

/** What the user is told about a failed call: nothing when the session ended (sign-in says so). */
export function errorMessages(error: unknown, fallback: string): string[] {
  if (!(error instanceof ApiError)) return [fallback];
  if (error.sessionEnded) return [];
  if (error.status === 403) return [UI_MESSAGES.writeForbidden];
  return messagesToShow(error.body, fallback);
}

/** Part 1 §8: each server message becomes its own error toast; without any, the fallback does. */
export function notifyError(error: unknown, fallback: string): void {
  for (const message of errorMessages(error, fallback)) toast.error(message);
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
