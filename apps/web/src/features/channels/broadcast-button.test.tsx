import { CHANNEL_SCREEN, CHANNELS_API, type Channel } from '@adcast/domain/media/channels';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { BroadcastButton } from './channel-pages';

const LOADED = { timeout: 15_000 };

const channel = (active: boolean): Channel => ({
  id: 41,
  title: 'Late Night Movies',
  description: '',
  adsConfiguration: { adFrequency: 3, adsDuration: 60 },
  active,
  placementId: null,
  startedAt: active ? '2026-11-26T20:00:00Z' : null,
  playlistCount: 1,
  imageUrl: null,
  version: 1,
});

describe('the broadcast button (part 2 §5)', () => {
  it('asks before taking a channel off air, and stops it only when confirmed', async () => {
    const api = stubApi({ [`PUT ${CHANNELS_API.stop(41)}`]: () => channel(false) });
    renderInApp(<BroadcastButton channel={channel(true)} />);
    fireEvent.click(await screen.findByRole('button', { name: CHANNEL_SCREEN.stop }, LOADED));
    expect(await screen.findByText(CHANNEL_SCREEN.confirmStop('Late Night Movies'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo(CHANNELS_API.stop(41))).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: CHANNEL_SCREEN.stop }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('button:last-of-type') as HTMLButtonElement);
    await waitFor(() => expect(api.requestsTo(CHANNELS_API.stop(41))).toHaveLength(1));
  });

  it('starts an off-air channel at once', async () => {
    const api = stubApi({ [`PUT ${CHANNELS_API.start(41)}`]: () => channel(true) });
    renderInApp(<BroadcastButton channel={channel(false)} />);
    fireEvent.click(await screen.findByRole('button', { name: CHANNEL_SCREEN.start }, LOADED));
    await waitFor(() => expect(api.requestsTo(CHANNELS_API.start(41))).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
