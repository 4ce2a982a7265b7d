import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { TOOL_NICENESS } from './cpu-share';

/** Why a media tool failed, fit to show the user (ffmpeg's last error line, or that it is missing). */
export class MediaToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaToolError';
  }
}

/** A run stopped from outside (the app shutting down): it is retried, so the user reads that. */
export const INTERRUPTED = 'Processing was interrupted; it runs again shortly';

export type ToolRun = { stdout: string };

/**
 * Runs ffmpeg or ffprobe without a shell, below the API's priority unless a request waits on it
 * (`foreground`: on a busy machine a niced run could take minutes); `onLine` sees stdout line by
 * line as it comes (ffmpeg's `-progress pipe:1`). The abort signal kills the process.
 */
export function runTool(
  tool: 'ffmpeg' | 'ffprobe',
  args: string[],
  options: { signal?: AbortSignal; onLine?: (line: string) => void; foreground?: boolean } = {},
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    if (!options.foreground) lowerPriority(child.pid);
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!options.onLine) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(line.trim());
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (options.signal?.aborted) reject(new MediaToolError(INTERRUPTED));
      else if (error.code === 'ENOENT') reject(new MediaToolError(`${tool} is not installed on the server`));
      else reject(error);
    });
    child.on('close', (code) => {
      if (code === 0) return resolve({ stdout });
      if (options.signal?.aborted) return reject(new MediaToolError(INTERRUPTED));
      const last = stderr.trim().split('\n').pop() ?? '';
      reject(new MediaToolError(last ? `${tool} failed: ${last}` : `${tool} failed with exit code ${code}`));
    });
  });
}

/** Media work yields the CPU to requests; a process gone already (or a system without nice) is let be. */
function lowerPriority(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, TOOL_NICENESS);
  } catch {
    // The tool runs at normal priority: slower answers while it works, nothing worse.
  }
}
