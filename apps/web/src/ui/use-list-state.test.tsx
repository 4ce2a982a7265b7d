import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, testListRoute } from '../test/render';
import { listSearchSchema, listSearchValidator } from './list-search';
import { type ListControls, useListState } from './use-list-state';

const schema = listSearchSchema(['name', 'createdOn'] as const, {
  sortProperty: 'createdOn',
  sortDirection: 'desc',
  status: ['ACTIVE'],
});

const route = testListRoute(listSearchValidator(schema));

let controls: ListControls<'name' | 'createdOn'>;

function Probe() {
  controls = useListState(schema, route);
  return <output aria-label="state">{JSON.stringify(controls.state)}</output>;
}

async function renderAt(path: string) {
  const app = renderInApp(<Probe />, path);
  await screen.findByLabelText('state');
  const search = () => app.router.state.location.search as Record<string, unknown>;
  return { ...app, search };
}

describe('useListState (list state in the URL)', () => {
  afterEach(() => vi.useRealTimers());

  it('starts from the defaults: page 0, size 10, the default sort and status ACTIVE', async () => {
    await renderAt('/');
    expect(controls.state).toEqual({
      page: 0,
      size: 10,
      sortProperty: 'createdOn',
      sortDirection: 'desc',
      search: '',
      status: ['ACTIVE'],
      filters: {},
    });
  });

  it('reads the state from the URL and falls back on what it does not know', async () => {
    await renderAt(
      '/?page=2&size=25&sortProperty=name&sortDirection=asc&search=atlas&status=ARCHIVED,ACTIVE',
    );
    expect(controls.state).toEqual({
      page: 2,
      size: 25,
      sortProperty: 'name',
      sortDirection: 'asc',
      search: 'atlas',
      status: ['ACTIVE', 'ARCHIVED'],
      filters: {},
    });
    expect(controls.searchText).toBe('atlas');
  });

  it('ignores an unknown size, sort property and status', async () => {
    await renderAt('/?page=-1&size=7&sortProperty=password&status=DELETED');
    expect(controls.state).toMatchObject({
      page: 0,
      size: 10,
      sortProperty: 'createdOn',
      status: ['ACTIVE'],
    });
  });

  it('keeps the filters when paging', async () => {
    const { search } = await renderAt('/?status=INACTIVE&search=bluefin');
    act(() => controls.setPage(3));
    await waitFor(() => expect(search()).toMatchObject({ page: 3, status: 'INACTIVE', search: 'bluefin' }));
  });

  it('goes back to page 0 when a status is toggled, replacing the history entry', async () => {
    const { search, router } = await renderAt('/?page=4');
    const entries = router.history.length;
    act(() => controls.toggleStatus('INACTIVE'));
    await waitFor(() => expect(search()).toMatchObject({ page: 0, status: 'ACTIVE,INACTIVE' }));
    expect(controls.state.status).toEqual(['ACTIVE', 'INACTIVE']);
    act(() => controls.setPage(2));
    act(() => controls.toggleStatus('ACTIVE'));
    await waitFor(() => expect(search()).toMatchObject({ page: 0, status: 'INACTIVE' }));
    act(() => controls.toggleStatus('INACTIVE'));
    // No status chosen: the list asks for every status.
    await waitFor(() => expect(controls.state.status).toEqual([]));
    expect(router.history.length).toBe(entries);
  });

  it('goes back to page 0 when the sort or the page size changes', async () => {
    const { search } = await renderAt('/?page=4');
    act(() => controls.setSort({ sortProperty: 'name', sortDirection: 'asc' }));
    await waitFor(() =>
      expect(search()).toMatchObject({ page: 0, sortProperty: 'name', sortDirection: 'asc' }),
    );
    act(() => controls.setPage(5));
    await waitFor(() => expect(controls.state.page).toBe(5));
    act(() => controls.setSize(50));
    await waitFor(() => expect(search()).toMatchObject({ page: 0, size: 50 }));
  });

  it('writes the search 800 ms after the last keystroke and goes back to page 0', async () => {
    const { search } = await renderAt('/?page=3');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => controls.setSearchText('atl'));
    await act(() => vi.advanceTimersByTimeAsync(500));
    act(() => controls.setSearchText('atla'));
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(search().search).toBeUndefined();
    expect(controls.state.page).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search()).toMatchObject({ search: 'atla', page: 0 });
    expect(controls.state.search).toBe('atla');
  });

  it('writes the chosen statuses readable in the URL, comma-joined', async () => {
    const { router } = await renderAt('/?page=1');
    act(() => controls.toggleStatus('INACTIVE'));
    await waitFor(() => expect(router.state.location.href).toContain('status=ACTIVE,INACTIVE'));
    expect(router.state.location.href).not.toContain('%2C');
  });

  it('reads old links that carry the statuses as a JSON array', async () => {
    await renderAt(`/?status=${encodeURIComponent('["ARCHIVED","INACTIVE"]')}`);
    expect(controls.state.status).toEqual(['INACTIVE', 'ARCHIVED']);
  });
});
