import { availableParallelism } from 'node:os';

/**
 * How far below the API the media tools run (nice 10): a transcode takes the CPU the API leaves,
 * so requests are answered first however long the transcode takes.
 */
export const TOOL_NICENESS = 10;

/**
 * The threads one transcode may use: every core but one, which stays with the API, shared among
 * the transcodes that run at once (at least one each). On 2 cores with one transcode: 1 thread.
 */
export function transcodeThreads(concurrency: number, cores = availableParallelism()): number {
  return Math.max(1, Math.floor((cores - 1) / Math.max(1, concurrency)));
}

/** The ffmpeg options that hold decoding (before `-i`) and encoding (after it) to `threads`. */
export const threadArguments = (threads: number) => ({
  input: ['-threads', String(threads)],
  output: ['-threads', String(threads)],
});
