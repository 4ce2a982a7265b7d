import type { Asset } from '@adcast/domain/a2v/assets';
import { A2V_API } from '@adcast/domain/a2v/paths';
import type { Render } from '@adcast/domain/a2v/renders';
import { BAND_HEIGHT_MESSAGE, DEFAULT_TEMPLATE_LAYOUT } from '@adcast/domain/a2v/templates';
import { TRANSCRIPT_MESSAGES } from '@adcast/domain/a2v/transcripts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../session/me';
import { stubApi } from '../../test/api-stub';
import { aUser } from '../../test/deal-builder';
import { renderInApp } from '../../test/render';
import { AssetsPage } from './assets-page';
import { NetworkTemplatePage } from './network-template-page';

const asset = (id: number, patch: Partial<Asset> = {}): Asset => ({
  id,
  name: `Spot ${id}`,
  kind: 'AD',
  network: null,
  advertiser: { id: 4, name: 'Acme Motors' },
  fileName: 'spot.mp3',
  sizeBytes: 64_000,
  processing: 'READY',
  error: null,
  durationSeconds: 30,
  codec: 'mp3',
  channels: 2,
  sampleRate: 44100,
  loudness: -16.2,
  transcript: null,
  createdOn: '2026-11-20T10:00:00Z',
  ...patch,
});

const render = (id: number, patch: Partial<Render> = {}): Render => ({
  id,
  creative: { id: 90 + id, name: `Spot ${id} (video)` },
  asset: { id, name: `Audio take ${id}` },
  brand: { id: 3, name: 'Acme look' },
  processing: 'PROCESSING',
  error: null,
  progress: 40,
  createdOn: '2026-11-20T10:05:00Z',
  ...patch,
});

describe('the A2V Assets page (/assets)', () => {
  it("lists each asset's probe (duration, channels, sample rate, codec, loudness) and its state, and the renders' progress", async () => {
    stubApi({
      [A2V_API.assets]: () => ({
        content: [
          asset(1),
          asset(2, { processing: 'FAILED', error: 'The audio could not be read', durationSeconds: null }),
        ],
        totalElements: 2,
      }),
      [A2V_API.renders]: () => ({
        content: [render(1), render(2, { processing: 'READY', progress: 100 })],
        totalElements: 2,
      }),
    });
    renderInApp(<AssetsPage />);
    const ready = within((await screen.findByText('Spot 1')).closest('tr') as HTMLElement);
    expect(ready.getByText('2 ch · 44.1 kHz · mp3')).toBeTruthy();
    expect(ready.getByText('-16.2 LUFS')).toBeTruthy();
    expect(ready.getByText('00:00:30')).toBeTruthy();
    expect(ready.getByRole('button', { name: 'Render' })).toBeTruthy();
    const failed = within(screen.getByText('Spot 2').closest('tr') as HTMLElement);
    expect(failed.getByText('Failed: The audio could not be read')).toBeTruthy();
    expect(failed.queryByRole('button', { name: 'Render' })).toBeNull();
    const progress = await screen.findByRole('progressbar', { name: 'Render progress: Spot 1 (video)' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(
      within(screen.getByText('Spot 2 (video)').closest('tr') as HTMLElement).getByText('Ready'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload audio' })).toBeTruthy();
  });

  it('offers no upload or render to a read-only admin', async () => {
    stubApi(
      {
        [A2V_API.assets]: () => ({ content: [asset(1)], totalElements: 1 }),
        [A2V_API.renders]: () => ({ content: [], totalElements: 0 }),
      },
      { role: 'READ_ONLY_ADMIN' },
    );
    renderInApp(<AssetsPage />);
    await screen.findByText('Spot 1');
    expect(screen.queryByRole('button', { name: 'Upload audio' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Render' })).toBeNull();
  });
});

describe('an asset’s transcript', () => {
  const withWords = asset(1, { transcript: { fileName: 'spot.vtt', format: 'WEBVTT', cueCount: 2 } });
  const cues = [
    { start: 0.5, end: 2, text: 'Hello there' },
    { start: 2.5, end: 4, text: 'Drive safe' },
  ];
  const chooseFile = (text: string, name: string) =>
    fireEvent.change(screen.getByLabelText('Transcript file (WebVTT or SRT)'), {
      target: { files: [new File([text], name, { type: 'text/plain' })] },
    });

  it('shows its cues; a file with a fault is refused in the browser with the rule’s message, a good one is sent', async () => {
    const { requestsTo } = stubApi({
      [A2V_API.assets]: () => ({ content: [withWords, asset(2)], totalElements: 2 }),
      [A2V_API.renders]: () => ({ content: [], totalElements: 0 }),
      [A2V_API.assetTranscript(1)]: () => ({ ...withWords.transcript, cues }),
      [`PUT ${A2V_API.assetTranscript(2)}`]: () => asset(2),
    });
    renderInApp(<AssetsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Transcript: Spot 1' }));
    expect(await screen.findByText('Drive safe')).toBeTruthy();
    expect(screen.getByText('00:00:02.500')).toBeTruthy();
    expect(screen.getByText('spot.vtt · WebVTT · 2 cues')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Add transcript: Spot 2' }));
    chooseFile('1\n00:00:01,000 --> 00:00:40,000\nToo long\n', 'late.srt');
    expect(await screen.findByText(TRANSCRIPT_MESSAGES.pastEnd(1, 40, 30))).toBeTruthy();
    const add = () => screen.getByRole('button', { name: 'Add transcript' }) as HTMLButtonElement;
    expect(add().disabled).toBe(true);
    const good = '1\n00:00:01,000 --> 00:00:03,000\nHello\n';
    chooseFile(good, 'good.srt');
    await waitFor(() => expect(add().disabled).toBe(false));
    fireEvent.click(add());
    await waitFor(() => expect(requestsTo(A2V_API.assetTranscript(2))).toHaveLength(1));
    expect(JSON.parse(String(requestsTo(A2V_API.assetTranscript(2))[0]!.init.body))).toEqual({
      fileName: 'good.srt',
      text: good,
    });
  });

  it('lets a read-only admin read the cues but not change them', async () => {
    stubApi(
      {
        [A2V_API.assets]: () => ({ content: [withWords, asset(2)], totalElements: 2 }),
        [A2V_API.renders]: () => ({ content: [], totalElements: 0 }),
        [A2V_API.assetTranscript(1)]: () => ({ ...withWords.transcript, cues }),
      },
      { role: 'READ_ONLY_ADMIN' },
    );
    renderInApp(<AssetsPage />);
    expect(
      within((await screen.findByText('Spot 2')).closest('tr') as HTMLElement).getByText('None'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Transcript: Spot 1' }));
    expect(await screen.findByText('Hello there')).toBeTruthy();
    expect(screen.queryByLabelText('Transcript file (WebVTT or SRT)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove transcript' })).toBeNull();
  });
});

describe('the A2V Network template page (/network-template)', () => {
  it("shows a network user's layout in the preview, moves the logo when its corner changes and saves it", async () => {
    const { requestsTo } = stubApi({
      [A2V_API.networkTemplate]: () => ({
        networkId: 7,
        saved: false,
        layout: DEFAULT_TEMPLATE_LAYOUT,
        version: 0,
      }),
      [A2V_API.networkTemplateOf(7)]: () => ({
        networkId: 7,
        saved: true,
        layout: { ...DEFAULT_TEMPLATE_LAYOUT, logoCorner: 'BOTTOM_RIGHT' },
        version: 1,
      }),
    });
    renderInApp(
      <MeContext value={{ ...aUser(), network: { id: 7, name: 'Seven' } }}>
        <NetworkTemplatePage />
      </MeContext>,
    );
    expect(
      await screen.findByText('This network uses the default layout until it saves its own.'),
    ).toBeTruthy();
    const logo = () =>
      screen.getByRole('img', { name: 'Preview' }).querySelector('[data-part="logo"]') as HTMLElement;
    expect(logo().style.left).toBe('4.0625%');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Logo position' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bottom right' }));
    await waitFor(() => expect(logo().style.left).not.toBe('4.0625%'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Colour band height (% of the frame)' }), {
      target: { value: '0' },
    });
    expect(await screen.findByText(BAND_HEIGHT_MESSAGE)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Colour band height (% of the frame)' }), {
      target: { value: '10' },
    });
    const preview = () => screen.getByRole('img', { name: 'Preview' });
    expect(preview().querySelector('[data-part="captions"]')).not.toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Captions' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No captions' }));
    await waitFor(() => expect(preview().querySelector('[data-part="captions"]')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(A2V_API.networkTemplateOf(7))).toHaveLength(1));
    expect(JSON.parse(String(requestsTo(A2V_API.networkTemplateOf(7))[0]!.init.body))).toEqual({
      layout: {
        ...DEFAULT_TEMPLATE_LAYOUT,
        logoCorner: 'BOTTOM_RIGHT',
        colourBandHeightPercent: 10,
        captionBand: 'NONE',
      },
      version: 0,
    });
  });
});
