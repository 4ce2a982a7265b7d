import { useQueryClient } from '@tanstack/react-query';
import type { RecordResource, RecordRow } from './record-resource';

/** Refreshes a record's lists and the other lists its writes change, after a write of many rows. */
export function useRefreshLists<T extends RecordRow, I, U, P extends string>(
  resource: RecordResource<T, I, U, P>,
): () => void {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [[resource.key], ...(resource.alsoChanges ?? [])])
      void queryClient.invalidateQueries({ queryKey });
  };
}
