import { messagesToShow } from '@adcast/domain/errors';
import { toast } from '../ui/toast-store';
import { ApiError } from './client';

/** Part 1 §8: each server message becomes its own error toast; without any, the fallback does. */
export function notifyError(error: unknown, fallback: string): void {
  const body = error instanceof ApiError ? error.body : undefined;
  for (const message of messagesToShow(body, fallback)) toast.error(message);
}
