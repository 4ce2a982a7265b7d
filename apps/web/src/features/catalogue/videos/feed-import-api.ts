import type { FeedImport } from '@adcast/domain/media/feeds';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { pollWhile } from '../../../api/poll';
import { VIDEOS_KEY } from './video-api';

const FEED_IMPORTS_KEY = ['feed-imports'] as const;

export const importRunning = (row: FeedImport) => row.state === 'QUEUED' || row.state === 'RUNNING';

/**
 * Reads imports and, when one that was running has ended, refreshes the videos and collections
 * lists: the import's videos are in them now.
 */
function useImportReader<T>(queryKey: readonly unknown[], path: string, rowsOf: (answer: T) => FeedImport[]) {
  const queryClient = useQueryClient();
  return async ({ signal }: { signal: AbortSignal }) => {
    const before = queryClient.getQueryData<T>(queryKey);
    const answer = await api.get<T>(path, { signal });
    const wasRunning = new Set(
      before === undefined
        ? []
        : rowsOf(before)
            .filter(importRunning)
            .map((row) => row.id),
    );
    if (rowsOf(answer).some((row) => wasRunning.has(row.id) && !importRunning(row))) {
      void queryClient.invalidateQueries({ queryKey: VIDEOS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['collections'] });
    }
    return answer;
  };
}

/** One import's progress, asked again while it is queued or running. */
export function useFeedImport(importId: number) {
  const queryKey = [...FEED_IMPORTS_KEY, importId];
  return useQuery({
    queryKey,
    queryFn: useImportReader<FeedImport>(queryKey, MEDIA_API.feedImport(importId), (row) => [row]),
    refetchInterval: pollWhile(importRunning),
  });
}

/** The latest imports the user may follow, asked again while any is queued or running. */
export function useFeedImports() {
  const queryKey = [...FEED_IMPORTS_KEY, 'recent'];
  return useQuery({
    queryKey,
    queryFn: useImportReader<FeedImport[]>(queryKey, MEDIA_API.feedImports, (rows) => rows),
    refetchInterval: pollWhile((rows: FeedImport[]) => rows.some(importRunning)),
  });
}
