import { MEDIA_JOB_SCREEN, type MediaJob } from '@adcast/domain/media/media-jobs';
import { MEDIA_API } from '@adcast/domain/media/paths';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client';
import { notifyError } from '../../../api/notify-error';
import { pollWhile } from '../../../api/poll';
import { VIDEOS_KEY } from './video-api';

const settled = (job: MediaJob | null | undefined) =>
  job === null || job?.state === 'READY' || job?.state === 'FAILED';

const MEDIA_JOBS_KEY = [...VIDEOS_KEY, 'processing', 'pending'] as const;

/** 'Import pending jobs': the videos queued, processing or failed, polled while any is in flight. */
export function useMediaJobs() {
  return useQuery({
    queryKey: MEDIA_JOBS_KEY,
    queryFn: ({ signal }) => api.get<MediaJob[]>(MEDIA_API.importPendingJobs, { signal }),
    refetchInterval: pollWhile((jobs: MediaJob[]) => jobs.some((job) => !settled(job))),
  });
}

/** A video's processing state, polled while it is queued or processing; null when it has none. */
export function useMediaJob(videoId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...VIDEOS_KEY, 'processing', videoId],
    queryFn: async () => {
      try {
        const job = await api.get<MediaJob>(MEDIA_API.videoJob(videoId));
        // Ready now: the video itself gains its HLS path, so it is read again.
        if (job.state === 'READY')
          void queryClient.invalidateQueries({ queryKey: [...VIDEOS_KEY, 'one', videoId] });
        return job;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    refetchInterval: pollWhile((job: MediaJob | null) => !settled(job)),
  });
}

/** Runs a failed video's processing again. */
export function useRetryMediaJob(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MediaJob>(MEDIA_API.retryJob(videoId), {}),
    onSuccess: (job) => {
      queryClient.setQueryData([...VIDEOS_KEY, 'processing', videoId], job);
      void queryClient.invalidateQueries({ queryKey: MEDIA_JOBS_KEY });
    },
    onError: (error) => notifyError(error, MEDIA_JOB_SCREEN.retryFailed),
  });
}
