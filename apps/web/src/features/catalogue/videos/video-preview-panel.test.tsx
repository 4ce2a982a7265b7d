import type { Video } from '@adcast/domain/catalogue/videos';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import { VideoPreviewPanel } from './video-preview-panel';

/** A ceiling for the first render on a busy machine, not a timing the test asserts. */
const LOADED = { timeout: 15_000 };

const video = (patch: Partial<Video>) =>
  ({ id: 7, title: 'Clip', hls_720p: null, ...patch }) as unknown as Video;
const job = (patch: object) => ({
  videoId: 7,
  title: 'Clip',
  state: 'QUEUED',
  progress: 0,
  error: null,
  attempts: 1,
  updatedOn: '2026-01-01T00:00:00Z',
  ...patch,
});

describe('the Preview tab (issue 10)', () => {
  it('plays the HLS of a ready video', async () => {
    stubApi({});
    renderInApp(<VideoPreviewPanel video={video({ hls_720p: '/api/media/hls/abc/index.m3u8' })} />);
    const player = await screen.findByLabelText('Video player', {}, LOADED);
    expect(player.getAttribute('data-hls-src')).toBe('/api/media/hls/abc/index.m3u8');
  });

  it("plays a YouTube video in YouTube's privacy-enhanced embed player, asking for no processing state", async () => {
    const api = stubApi({});
    renderInApp(
      <VideoPreviewPanel video={video({ source: 'YOUTUBE', youtubeId: 'dQw4w9WgXcQ', title: 'Song' })} />,
    );
    const frame = await screen.findByTitle('Song on YouTube', {}, LOADED);
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(api.requestsTo('/api/videos/7/processing')).toHaveLength(0);
  });

  it('shows how far processing is', async () => {
    stubApi({ '/api/videos/7/processing': () => job({ state: 'PROCESSING', progress: 42 }) });
    renderInApp(<VideoPreviewPanel video={video({})} />);
    expect(await screen.findByText('Processing 42 %', {}, LOADED)).toBeTruthy();
  });

  it('shows a failure with its reason, and retries it', async () => {
    let state = 'FAILED';
    const api = stubApi({
      'GET /api/videos/7/processing': () => job({ state, error: 'ffmpeg exited with code 1' }),
      'POST /api/videos/import-pending-jobs/7/retry': () => {
        state = 'QUEUED';
        return job({ state });
      },
    });
    renderInApp(<VideoPreviewPanel video={video({})} />);
    expect(await screen.findByText('Failed: ffmpeg exited with code 1', {}, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText('Queued', {}, LOADED)).toBeTruthy();
    expect(api.requestsTo('/api/videos/import-pending-jobs/7/retry')).toHaveLength(1);
  });

  it('says so when a video has no media', async () => {
    stubApi({});
    renderInApp(<VideoPreviewPanel video={video({})} />);
    expect(await screen.findByText('This video has no playable media yet', {}, LOADED)).toBeTruthy();
  });
});
