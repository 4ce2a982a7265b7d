import { z } from 'zod';

/** Part 2 §7 "GET /api/mixer/queue-estimate": the wait before a new media job starts. */
export const MIXER_API = { queueEstimate: '/api/mixer/queue-estimate' } as const;

/** The queue's media jobs: catalogue video transcodes and creative video checks. */
export const MEDIA_JOB_NAMES = ['media-transcode', 'creative-probe'] as const;

/** How many of the latest finished media jobs the average duration is taken over. */
export const QUEUE_ESTIMATE_SAMPLE = 20;

export const QueueEstimateSchema = z.object({
  queued: z.number().int().min(0),
  running: z.number().int().min(0),
  /** Average run time of the latest finished jobs; null before any finished. */
  averageSeconds: z.number().min(0).nullable(),
  /** 0 when a worker is free; null when jobs wait but none has finished to time them by. */
  estimatedWaitSeconds: z.number().int().min(0).nullable(),
});
export type QueueEstimate = z.infer<typeof QueueEstimateSchema>;

/**
 * Jobs ahead of a new one that must finish before a worker frees up, times the average run, shared
 * by the workers: `max(0, queued + running - workers + 1) × average / workers`, rounded up.
 */
export function estimateWait(
  jobs: { queued: number; running: number; averageSeconds: number | null },
  workers: number,
): number | null {
  const slots = Math.max(1, workers);
  const ahead = Math.max(0, jobs.queued + jobs.running - slots + 1);
  if (ahead === 0) return 0;
  if (jobs.averageSeconds === null) return null;
  return Math.ceil((ahead * jobs.averageSeconds) / slots);
}

/** The line shown where a user uploads a video or a creative. */
export function queueEstimateLine(estimate: QueueEstimate): string {
  if (estimate.estimatedWaitSeconds === 0) return 'Processing starts right away';
  if (estimate.estimatedWaitSeconds === null)
    return `${estimate.queued + estimate.running} media jobs ahead; no finished job to time them by yet`;
  const minutes = Math.max(1, Math.round(estimate.estimatedWaitSeconds / 60));
  return `About ${minutes} min before processing starts`;
}
