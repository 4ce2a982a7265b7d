import type { Video } from '@adcast/domain/catalogue/videos';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp } from '../../../test/render';
import type { VideoScope } from './video-api';
import { videoSearchOf } from './video-search';
import { VideosTable } from './videos-table';

/** A ceiling for the first render on a busy machine, not a timing the test asserts. */
const LOADED = { timeout: 15_000 };

const video = (id: number, patch: Partial<Video> = {}) =>
  ({
    id,
    title: `Clip ${id}`,
    posters: [],
    tags: ['live'],
    genres: ['Drama', 'Music'],
    flags: [],
    ownerType: null,
    companyOwner: null,
    publisherVideo: null,
    coVideo: null,
    artist: null,
    duration: null,
    mediaStatus: 'READY',
    numberOfPlaylists: 2,
    publishedAt: null,
    createdOn: '2024-05-01T10:00:00Z',
    updatedOn: '2024-05-02T10:00:00Z',
    version: 1,
    ...patch,
  }) as unknown as Video;

function renderTable(scope: VideoScope, role: 'ADMIN' | 'READ_ONLY_ADMIN' = 'ADMIN') {
  const page = {
    content: [video(1), video(2, { companyOwner: 'Adcast', ownerType: 'VB', duration: 65 })],
    totalElements: 2,
  };
  const api = stubApi(
    {
      '/api/videos': () => page,
      '/api/co/4/videos': () => page,
      '/api/co/4/videos/export.csv': () =>
        new Response('Title\r\n', { headers: { 'content-type': 'text/csv' } }),
    },
    { role },
  );
  renderInApp(
    <VideosTable scope={scope} search={videoSearchOf({ tags: 'live', page: 2 })} onSearchChange={vi.fn()} />,
  );
  return api;
}

describe('the videos table (part 2 §2)', () => {
  it("shows each video's media state where the duration goes: queued, processing, failed, or the duration", async () => {
    stubApi({
      '/api/videos': () => ({
        content: [
          video(1, { mediaStatus: 'PENDING', duration: 30 }),
          video(2, { mediaStatus: 'PROCESSING', duration: 30 }),
          video(3, { mediaStatus: 'FAILED', duration: null }),
          video(4, { mediaStatus: 'READY', duration: 65 }),
        ],
        totalElements: 4,
      }),
    });
    renderInApp(<VideosTable scope={{ kind: 'all' }} search={videoSearchOf({})} onSearchChange={vi.fn()} />);
    await screen.findByLabelText('Select Clip 4', {}, LOADED);
    expect(screen.getByRole('progressbar', { name: 'Queued' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Processing' })).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('00:01:05')).toBeTruthy();
    expect(screen.queryByText('00:00:30')).toBeNull();
  });

  it("shows 'Not assigned', '00:00' for an empty duration, one tag inline and an info menu for several", async () => {
    renderTable({ kind: 'all' });
    await screen.findByLabelText('Select Clip 1', {}, LOADED);
    expect(screen.getByText('Not assigned')).toBeTruthy();
    expect(screen.getByText('00:00')).toBeTruthy();
    expect(screen.getByText('00:01:05')).toBeTruthy();
    expect(screen.getAllByText('live')).toHaveLength(2);
    expect(screen.getByLabelText('2 genres of Clip 1')).toBeTruthy();
    expect(screen.getByText('Video files')).toBeTruthy();
  });

  it('offers the bulk actions once a row is chosen, in place of the title', async () => {
    renderTable({ kind: 'all' });
    fireEvent.click(await screen.findByLabelText('Select Clip 1', {}, LOADED));
    for (const action of ['Add to collection', 'Edit selected videos', 'Remove owner'])
      expect(screen.getByText(action)).toBeTruthy();
    expect(screen.queryByText('Video files')).toBeNull();
  });

  it("exports the owner's videos of the current filter as CSV, every page", async () => {
    const api = renderTable({ kind: 'contentOwner', id: 4 });
    URL.createObjectURL = vi.fn(() => 'blob:videos');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, LOADED));
    await vi.waitFor(() => expect(api.requestsTo('/api/co/4/videos/export.csv')).toHaveLength(1));
    const asked = api.requestsTo('/api/co/4/videos/export.csv')[0]!.url.searchParams;
    expect(asked.get('tags')).toBe('live');
    expect(asked.get('page')).toBeNull();
  });

  it('drops the owner column and Edit selected videos when embedded for one owner', async () => {
    renderTable({ kind: 'contentOwner', id: 4 });
    fireEvent.click(await screen.findByLabelText('Select Clip 2', {}, LOADED));
    expect(screen.getByText('Remove owner')).toBeTruthy();
    expect(screen.queryByText('Edit selected videos')).toBeNull();
    expect(screen.queryByText('Owner')).toBeNull();
    expect(screen.queryByText('Adcast')).toBeNull();
  });

  it('moves a page past the end (?page=99) back to the last page', async () => {
    stubApi({ '/api/videos': () => ({ content: [], totalElements: 2 }) });
    const onSearchChange = vi.fn();
    const search = videoSearchOf({ page: 99, title: 'clip' });
    renderInApp(<VideosTable scope={{ kind: 'all' }} search={search} onSearchChange={onSearchChange} />);
    await vi.waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ ...search, page: 0 }), LOADED);
  });

  it('gives a read-only admin no bulk action', async () => {
    renderTable({ kind: 'all' }, 'READ_ONLY_ADMIN');
    fireEvent.click(await screen.findByLabelText('Select Clip 1', {}, LOADED));
    expect(screen.queryByText('Add to collection')).toBeNull();
    expect(screen.queryByText('Remove owner')).toBeNull();
  });
});
