import { spawn } from 'node:child_process';

export type MediaTool = 'ffmpeg' | 'ffprobe';

/** What the media tools enable, said at start when they are missing (everything else works without them). */
export const mediaToolsMissingMessage = (missing: readonly MediaTool[]) =>
  `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not installed: video uploads, feed imports ` +
  'of media, HLS transcoding, posters and thumbnails, the demo’s playable clips and the live channels ' +
  'stay off until it is (Debian/Ubuntu: apt-get install ffmpeg). Everything else works.';

/** Whether a tool starts: ENOENT means it is not on the PATH. */
function starts(tool: MediaTool, env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(tool, ['-version'], { stdio: 'ignore', env });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** The media tools that cannot be run here. */
export async function missingMediaTools(env: NodeJS.ProcessEnv = process.env): Promise<MediaTool[]> {
  const tools: MediaTool[] = ['ffmpeg', 'ffprobe'];
  const found = await Promise.all(tools.map((tool) => starts(tool, env)));
  return tools.filter((_, index) => !found[index]);
}
