import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type LinkOptions, useNavigate } from '@tanstack/react-router';
import { ApiError, request } from '../api/client';
import { errorMessages, notifyError } from '../api/notify-error';
import { toast } from '../api/toast-store';
import type { SaveFailure } from '../ui/form-errors';
import { useNavigateBack } from '../ui/list-return';

/** One write call and what to tell the user about it. */
export interface WriteRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** The success toast. */
  notice: string;
  /** Shown when the server gives no message of its own (part 1 §8 pattern). */
  fallback: string;
}

/**
 * Sends writes under the page loader, refreshes the queries they touch and says how it went; on
 * failure each server message (a 409's stale-version text, say) becomes a toast.
 */
export function useWrite<R>(invalidate: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: WriteRequest) =>
      request<R>(write.path, { method: write.method, body: write.body, loader: true }),
    onSuccess: (_result, write) => {
      for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      toast.success(write.notice);
    },
    onError: (error, write) => notifyError(error, write.fallback),
  });
}

/**
 * A save that opens a page of the saved record; on failure the form stays as it is. `navigate`
 * serves Back and Cancel: a list opens again as the user left it.
 */
export function useSaveThenOpen<R>(invalidate: readonly QueryKey[], linkOf: (saved: R) => LinkOptions) {
  const write = useWrite<R>(invalidate);
  const navigate = useNavigate();
  const back = useNavigateBack();
  const save = (request: WriteRequest) =>
    write.mutate(request, { onSuccess: (saved) => void navigate(linkOf(saved)) });
  const failure: SaveFailure | null =
    write.error && write.variables
      ? {
          status: write.error instanceof ApiError ? write.error.status : undefined,
          messages: errorMessages(write.error, write.variables.fallback),
        }
      : null;
  return { save, saving: write.isPending, failure, navigate: back };
}
