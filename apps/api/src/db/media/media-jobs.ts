import type { MediaJob, MediaJobState } from '@adcast/domain/media/media-jobs';
import { and, desc, eq, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { videos } from '../schema/catalogue';
import { mediaJobs } from '../schema/media';

type VideoMediaStatus = 'PENDING' | 'PROCESSING' | 'READY' | 'FAILED';
const VIDEO_STATUS: Record<MediaJobState, VideoMediaStatus> = {
  QUEUED: 'PENDING',
  PROCESSING: 'PROCESSING',
  READY: 'READY',
  FAILED: 'FAILED',
};

/** A video's processing is (re)queued from its original file. */
export async function queueMediaJob(db: Db, videoId: number, sourceKey: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = { state: 'QUEUED', progress: 0, error: null, sourceKey, updatedOn: new Date() };
    await tx
      .insert(mediaJobs)
      .values({ videoId, ...row })
      .onConflictDoUpdate({ target: mediaJobs.videoId, set: row });
    await tx.update(videos).set({ mediaStatus: 'PENDING' }).where(eq(videos.id, videoId));
  });
}

export async function setMediaJobId(db: Db, videoId: number, jobId: string | null): Promise<void> {
  await db.update(mediaJobs).set({ jobId }).where(eq(mediaJobs.videoId, videoId));
}

/** A run starts: processing at 0 %, one more attempt. */
export async function startMediaJob(db: Db, videoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(mediaJobs)
      .set({
        state: 'PROCESSING',
        progress: 0,
        error: null,
        attempts: sql`${mediaJobs.attempts} + 1`,
        updatedOn: new Date(),
      })
      .where(eq(mediaJobs.videoId, videoId));
    await tx.update(videos).set({ mediaStatus: 'PROCESSING' }).where(eq(videos.id, videoId));
  });
}

export async function reportMediaProgress(db: Db, videoId: number, progress: number): Promise<void> {
  await db
    .update(mediaJobs)
    .set({ progress, updatedOn: new Date() })
    .where(and(eq(mediaJobs.videoId, videoId), eq(mediaJobs.state, 'PROCESSING')));
}

/** The run ended: READY with the HLS and duration, or QUEUED (a retry follows) / FAILED with the reason. */
export async function finishMediaJob(
  db: Db,
  videoId: number,
  outcome:
    | { state: 'READY'; hlsPath: string; duration: number }
    | { state: 'QUEUED' | 'FAILED'; error: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const ready = outcome.state === 'READY';
    await tx
      .update(mediaJobs)
      .set({
        state: outcome.state,
        progress: ready ? 100 : 0,
        error: ready ? null : outcome.error,
        updatedOn: new Date(),
      })
      .where(eq(mediaJobs.videoId, videoId));
    await tx
      .update(videos)
      .set(
        ready
          ? {
              mediaStatus: 'READY',
              hlsPath: outcome.hlsPath,
              duration: outcome.duration,
              updatedOn: new Date(),
            }
          : { mediaStatus: VIDEO_STATUS[outcome.state] },
      )
      .where(eq(videos.id, videoId));
  });
}

const jobColumns = {
  videoId: mediaJobs.videoId,
  title: videos.title,
  state: mediaJobs.state,
  progress: mediaJobs.progress,
  error: mediaJobs.error,
  attempts: mediaJobs.attempts,
  updatedOn: mediaJobs.updatedOn,
  sourceKey: mediaJobs.sourceKey,
  hlsPath: videos.hlsPath,
};

type JobRow = MediaJob & { sourceKey: string; hlsPath: string | null };

const toJob = (row: Omit<JobRow, 'state' | 'updatedOn'> & { state: string; updatedOn: Date }): JobRow => ({
  ...row,
  state: row.state as MediaJobState,
  updatedOn: row.updatedOn.toISOString(),
});

export async function mediaJobOf(
  db: Db,
  videoId: number,
  visible?: ReturnType<typeof eq>,
): Promise<JobRow | null> {
  const [row] = await db
    .select(jobColumns)
    .from(mediaJobs)
    .innerJoin(videos, eq(videos.id, mediaJobs.videoId))
    .where(and(eq(mediaJobs.videoId, videoId), visible));
  return row ? toJob(row) : null;
}

export async function listMediaJobs(
  db: Db,
  states: MediaJobState[],
  visible: ReturnType<typeof eq> | undefined,
  limit = 200,
): Promise<JobRow[]> {
  const rows = await db
    .select(jobColumns)
    .from(mediaJobs)
    .innerJoin(videos, eq(videos.id, mediaJobs.videoId))
    .where(and(inArray(mediaJobs.state, states), visible))
    .orderBy(desc(mediaJobs.updatedOn))
    .limit(limit);
  return rows.map(toJob);
}

/** The storage keys of these videos' files: their HLS folders and their originals. */
export async function storedMediaOf(db: Db, videoIds: readonly number[]): Promise<string[]> {
  if (videoIds.length === 0) return [];
  const rows = await db
    .select({ hlsPath: videos.hlsPath, sourceKey: mediaJobs.sourceKey })
    .from(videos)
    .leftJoin(mediaJobs, eq(mediaJobs.videoId, videos.id))
    .where(inArray(videos.id, [...videoIds]));
  const folders = [...new Set(rows.flatMap((row) => (row.hlsPath ? [row.hlsPath.split('/')[0]!] : [])))];
  // A folder another video still plays (the demo catalogue shares the demo clips') stays.
  const shared = folders.length
    ? await db
        .selectDistinct({ hlsPath: videos.hlsPath })
        .from(videos)
        .where(
          and(
            notInArray(videos.id, [...videoIds]),
            or(...folders.map((folder) => like(videos.hlsPath, `${folder}/%`))),
          ),
        )
    : [];
  const kept = new Set(shared.map((row) => row.hlsPath!.split('/')[0]));
  return [
    ...folders.filter((folder) => !kept.has(folder)).map((folder) => `hls/${folder}`),
    ...rows.flatMap((row) => (row.sourceKey ? [row.sourceKey] : [])),
  ];
}
