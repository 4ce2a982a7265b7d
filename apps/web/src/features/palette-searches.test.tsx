import type { Me } from '@adcast/domain/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MeContext } from '../session/me';
import { CommandPalette } from '../shell/command-palette/command-palette';
import { PaletteSearchesProvider } from '../shell/command-palette/palette-searches';
import { setPaletteOpen } from '../shell/command-palette/palette-store';
import { stubApi } from '../test/api-stub';
import { renderInApp } from '../test/render';
import { FEATURE_SEARCH_SOURCES } from './palette-searches';

const me: Me = {
  id: 1,
  email: 'admin@adcast.test',
  name: 'Admin',
  roles: ['ADMIN', 'CONTENT_OWNER'],
  publisherIds: [],
  contentOwnerIds: [2],
  network: null,
};

const page = (content: unknown[]) => ({ content, totalElements: content.length });

function renderPalette(mask: Parameters<typeof stubApi>[1]) {
  const api = stubApi(
    {
      '/api/videos': () => page([{ id: 51, title: 'Atlas launch trailer' }]),
      '/api/users/list': () => page([{ id: 61, name: 'Atlas Buyer', email: 'buyer@atlas.test' }]),
      '/api/channels': () =>
        page([
          { id: 5, title: 'Atlas News' },
          { id: 6, title: 'Weather' },
        ]),
    },
    mask,
  );
  setPaletteOpen(true);
  const app = renderInApp(
    <MeContext value={me}>
      <PaletteSearchesProvider value={FEATURE_SEARCH_SOURCES}>
        <CommandPalette />
      </PaletteSearchesProvider>
    </MeContext>,
  );
  return { ...api, ...app };
}

const palette = () => screen.getByRole('dialog', { name: 'Command palette' });

describe("the palette's searches of videos, users and channels (issue 30)", () => {
  beforeEach(() => setPaletteOpen(false));

  it('finds each by name under its own group and opens a channel in its editor', async () => {
    const { router, requestsTo } = renderPalette({ role: 'ADMIN' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: 'Go to a page or a record' }));
    await user.paste('atlas');
    const channel = await within(palette()).findByRole('option', { name: 'Atlas News' });
    for (const [group, name] of [
      ['Videos', 'Atlas launch trailer'],
      ['Users', 'Atlas Buyer'],
      ['Channels', 'Atlas News'],
    ] as const) {
      const found = within(palette()).getByRole('group', { name: group });
      expect(within(found).getByRole('option', { name })).toBeTruthy();
    }
    expect(within(palette()).queryByRole('option', { name: 'Weather' })).toBeNull();
    expect(requestsTo('/api/videos').at(-1)!.url.searchParams.get('title')).toBe('atlas');
    expect(requestsTo('/api/users/list').at(-1)!.url.searchParams.get('search')).toBe('atlas');
    await user.click(channel);
    await waitFor(() => expect(router.state.location.pathname).toBe('/channels/edit/5'));
  });

  it('searches only what the working mask may read', async () => {
    const { requestsTo } = renderPalette({ role: 'CONTENT_OWNER', contentOwnerId: 2 });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: 'Go to a page or a record' }));
    await user.paste('atlas');
    await within(palette()).findByText(/Nothing matches|No pages match/);
    expect(requestsTo('/api/users/list')).toEqual([]);
    expect(requestsTo('/api/channels')).toEqual([]);
  });
});
