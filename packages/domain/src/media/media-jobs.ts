import { z } from 'zod';

/** Issue 10: a video's processing as the user sees it. */
export const MediaJobStateSchema = z.enum(['QUEUED', 'PROCESSING', 'READY', 'FAILED']);
export type MediaJobState = z.infer<typeof MediaJobStateSchema>;

export const MEDIA_JOB_STATE_LABELS: Record<MediaJobState, string> = {
  QUEUED: 'Queued',
  PROCESSING: 'Processing',
  READY: 'Ready',
  FAILED: 'Failed',
};

/** 'processing 42 %', 'failed: <reason>': the one line a video's state reads as. */
export function describeMediaJob(job: {
  state: MediaJobState;
  progress: number;
  error: string | null;
}): string {
  if (job.state === 'PROCESSING') return `Processing ${job.progress} %`;
  if (job.state === 'FAILED') return job.error ? `Failed: ${job.error}` : 'Failed';
  return MEDIA_JOB_STATE_LABELS[job.state];
}

export const MediaJobSchema = z.object({
  videoId: z.number().int(),
  title: z.string(),
  state: MediaJobStateSchema,
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  attempts: z.number().int(),
  updatedOn: z.string(),
});
export type MediaJob = z.infer<typeof MediaJobSchema>;

/** 'import pending jobs': what is queued, processing or failed, newest change first. */
export const MediaJobListFilterSchema = z.object({
  states: z
    .string()
    .optional()
    .transform((text) => (text ? text.split(',') : ['QUEUED', 'PROCESSING', 'FAILED']))
    .pipe(z.array(MediaJobStateSchema)),
});

/** The words around a video's processing: the Preview tab and the Videos page's 'Processing' list. */
export const MEDIA_JOB_SCREEN = {
  processing: 'Processing',
  none: 'No video is queued, processing or failed',
  updated: 'Updated',
  close: 'Close',
  noMedia: 'This video has no playable media yet',
  retry: 'Retry',
  retryFailed: 'Error occurred while retrying the processing',
  player: 'Video player',
} as const;
