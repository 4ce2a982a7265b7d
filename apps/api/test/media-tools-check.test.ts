import { describe, expect, it } from 'vitest';
import { mediaToolsMissingMessage, missingMediaTools } from '../src/media/ffmpeg/tools-check';

describe('media tools at start (issue 30: a first day without ffmpeg)', () => {
  it('names the tools it cannot run and says what they enable and how to install them', async () => {
    expect(await missingMediaTools({ PATH: '/nonexistent' })).toEqual(['ffmpeg', 'ffprobe']);
    const message = mediaToolsMissingMessage(['ffmpeg', 'ffprobe']);
    expect(message).toMatch(/^ffmpeg and ffprobe are not installed: video uploads/);
    expect(message).toContain('apt-get install ffmpeg');
    expect(message).toContain('Everything else works.');
  });

  it('finds nothing missing where ffmpeg is installed (CI installs it)', async () => {
    expect(await missingMediaTools()).toEqual([]);
  });
});
