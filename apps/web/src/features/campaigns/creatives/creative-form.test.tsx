import { VAST_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import type { VastReport } from '@adcast/domain/campaigns/vast-check';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { anAdvertiser } from '../../../test/campaign-builders';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { CreativeForm, type CreativeFormStart, emptyCreative } from './creative-form';

const MEDIA_FILE = 'Ad[1]/InLine/Creatives/Creative[1]/Linear/MediaFiles/MediaFile[1]';
const VAST = '<VAST version="4.2"><Ad><InLine/></Ad></VAST>';

const smallMedia: VastReport = {
  valid: false,
  version: '4.2',
  wrapperChain: [],
  durationSeconds: 15,
  mediaFiles: [],
  trackingEvents: ['complete', 'start'],
  problems: [
    { path: MEDIA_FILE, message: VAST_MESSAGES.height(320, 720), severity: 'WARNING' },
    {
      path: 'Ad[1]/InLine/Creatives/Creative[1]/Linear/MediaFiles',
      message: VAST_MESSAGES.noCtvMediaFile,
      severity: 'ERROR',
    },
  ],
};

async function renderForm(initial: CreativeFormStart) {
  const api = stubApi({
    [CAMPAIGN_API.advertisers]: () => ({
      content: [anAdvertiser(4, { name: 'Acme Motors' })],
      totalElements: 1,
    }),
    [`POST ${CAMPAIGN_API.validateVast}`]: () => smallMedia,
  });
  renderInApp(
    <MeContext value={aUser()}>
      <CreativeForm
        initial={initial}
        submitLabel="Create"
        saving={false}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />
    </MeContext>,
  );
  await screen.findByRole('textbox', { name: /Name/ });
  return api;
}

describe('the creative form', () => {
  it("shows the VAST check's problems, each under its element, before saving", async () => {
    const api = await renderForm({ ...emptyCreative(), advertiserId: 4, name: 'Spring spot', vastXml: VAST });
    fireEvent.click(screen.getByRole('button', { name: 'Check VAST' }));
    expect(await screen.findByText(VAST_MESSAGES.height(320, 720))).toBeTruthy();
    expect(screen.getByText(MEDIA_FILE)).toBeTruthy();
    expect(screen.getByText(VAST_MESSAGES.noCtvMediaFile)).toBeTruthy();
    expect(screen.getByText(/The VAST is not valid \(VAST 4\.2\)/)).toBeTruthy();
    const [sent] = api.requestsTo(CAMPAIGN_API.validateVast);
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      vastType: 'XML',
      vastXml: VAST,
      vastUrl: '',
      duration: 15,
    });
  });

  it('asks for the video file instead of a VAST once the type is a video file', async () => {
    await renderForm({ ...emptyCreative(), advertiserId: 4, name: 'Uploaded spot' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Video file' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check VAST' })).toBeNull());
    expect(screen.getByText('Choose video file')).toBeTruthy();
    // The VAST it started with is dropped, so the hidden fields leave the form valid.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', false),
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'VAST' }));
    expect((await screen.findByRole('combobox', { name: /VAST given as/ })).textContent).toBe('VAST XML');
  });

  it('shows a processed video file with what was read of it and links to its MP4 renditions', async () => {
    await renderForm({
      ...emptyCreative(),
      advertiserId: 4,
      name: 'Uploaded spot',
      type: 'VIDEO',
      vastType: null,
      duration: 30,
      video: {
        fileName: 'spot.mp4',
        processing: 'READY',
        error: null,
        width: 1920,
        height: 1080,
        codec: 'h264',
        durationSeconds: 30,
        hlsUrl: '/api/media/hls/f00d/index.m3u8',
        renditions: [
          { height: 1080, width: 1920, url: '/api/media/hls/f00d/1080p.mp4' },
          { height: 720, width: 1280, url: '/api/media/hls/f00d/720p.mp4' },
        ],
      },
    });
    expect(screen.getByText('spot.mp4 (1920x1080, h264, 30.0 s): Ready')).toBeTruthy();
    expect(screen.getByRole('link', { name: '720p MP4' }).getAttribute('href')).toBe(
      '/api/media/hls/f00d/720p.mp4',
    );
    expect(screen.getByText(/Renditions:/).textContent).toBe('Renditions: 1080p MP4, 720p MP4 and HLS');
  });
});
