import type { Me } from '@adcast/domain/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MeContext } from '../../session/me';
import { stubApi } from '../../test/api-stub';
import { aDeal } from '../../test/deal-builder';
import { renderInApp } from '../../test/render';
import { CommandPalette } from './command-palette';
import { PaletteButton } from './palette-button';
import { setPaletteOpen } from './palette-store';

const me: Me = {
  id: 1,
  email: 'admin@adcast.test',
  name: 'Admin',
  roles: ['ADMIN'],
  publisherIds: [],
  contentOwnerIds: [],
  network: null,
};

const page = (content: unknown[]) => ({ content, totalElements: content.length });

function renderPalette(mask: Parameters<typeof stubApi>[1] = { role: 'ADMIN' }) {
  const api = stubApi(
    {
      '/api/dp': () => page([{ id: 7, displayName: 'Atlas Demand', status: 'ACTIVE', version: 1 }]),
      '/api/dpconnection': () => page([{ id: 31, name: 'Atlas US CTV Prime', status: 'ACTIVE', version: 1 }]),
      '/api/placements': () => page([]),
      '/api/deal': () => page([aDeal(12, { name: 'Atlas spring PG' })]),
      '/api/co': () => page([{ id: 4, name: 'Atlas Studios', status: 'ACTIVE', version: 1 }]),
      '/api/playlists': () => page([{ id: 8, title: 'Atlas classics', status: 'ACTIVE', version: 1 }]),
    },
    mask,
  );
  const app = renderInApp(
    <MeContext value={me}>
      <PaletteButton />
      <CommandPalette />
    </MeContext>,
  );
  return { ...api, ...app };
}

/** Opens the palette from its button in the side navigation. */
async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Go to/ }));
  return within(palette()).getByRole('combobox', { name: 'Go to a page or a record' });
}

const palette = () => screen.getByRole('dialog', { name: 'Command palette' });
// A plain selector: role queries over every page of the menu are slow in jsdom.
const optionNames = () =>
  Array.from(palette().querySelectorAll('[role="option"]')).map((option) => option.firstChild?.textContent);

describe('command palette (issue 7)', () => {
  beforeEach(() => setPaletteOpen(false));

  it('opens with Ctrl+K, lists the pages of the menu and opens the one chosen from the keyboard', async () => {
    const { router } = renderPalette();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: /Go to/ });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement?.getAttribute('role')).toBe('combobox');
    expect(screen.getByLabelText('Go to a page or a record', { selector: 'input' })).toBe(
      document.activeElement,
    );
    expect(optionNames()).toContain('Placements');
    await user.paste('placem');
    expect(optionNames()).toEqual(['Placements']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/placements'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('finds records by name in the lists the user may read and opens the record', async () => {
    const { router, requestsTo } = renderPalette();
    const user = userEvent.setup({ delay: null });
    await openPalette(user);
    await user.paste('atlas');
    const hit = await within(palette()).findByRole('option', { name: 'Atlas US CTV Prime' });
    expect(within(palette()).getByRole('option', { name: 'Atlas Demand' })).toBeTruthy();
    expect(requestsTo('/api/dpconnection').at(-1)!.url.searchParams.get('name')).toBe('atlas');
    await user.click(hit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demand/connection/31/details'));
  });

  it("finds the registry's record areas too: a deal opens in its editor", async () => {
    const { router, requestsTo } = renderPalette();
    const user = userEvent.setup({ delay: null });
    await openPalette(user);
    await user.paste('atlas');
    const hit = await within(palette()).findByRole('option', { name: 'Atlas spring PG' });
    expect(within(palette()).getByRole('group', { name: 'Deals' })).toBeTruthy();
    expect(requestsTo('/api/deal').at(-1)!.url.searchParams.get('name')).toBe('atlas');
    await user.click(hit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/demand/deals/edit/12'));
  });

  it('finds content owners and collections, which the registry puts in the palette', async () => {
    const { requestsTo } = renderPalette();
    const user = userEvent.setup({ delay: null });
    await openPalette(user);
    await user.paste('atlas');
    await within(palette()).findByRole('option', { name: 'Atlas Studios' });
    expect(within(palette()).getByRole('group', { name: 'Content owners' })).toBeTruthy();
    expect(within(palette()).getByRole('option', { name: 'Atlas classics' })).toBeTruthy();
    expect(requestsTo('/api/playlists').at(-1)!.url.searchParams.get('title')).toBe('atlas');
  });

  it('looks a number up as an id, and closes on Escape', async () => {
    const { requestsTo } = renderPalette();
    const user = userEvent.setup({ delay: null });
    await openPalette(user);
    await user.paste('31');
    await within(palette()).findByRole('option', { name: 'Atlas US CTV Prime' });
    expect(requestsTo('/api/dpconnection').at(-1)!.url.searchParams.getAll('ids')).toEqual(['31']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches only the records the working mask may read', async () => {
    const { requestsTo } = renderPalette({ role: 'CONTENT_OWNER', contentOwnerId: 2 });
    const user = userEvent.setup({ delay: null });
    await openPalette(user);
    await user.paste('atlas');
    await within(palette()).findByText(/Nothing matches|No pages match/);
    expect(requestsTo('/api/dpconnection')).toEqual([]);
    expect(requestsTo('/api/dp')).toEqual([]);
  });
});
