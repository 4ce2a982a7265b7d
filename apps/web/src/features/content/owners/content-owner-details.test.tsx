import type { Video } from '@adcast/domain/catalogue/videos';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderInApp, testListRoute } from '../../../test/render';
import { validateUserSearch } from '../../users/users-routes';
import { ContentOwnerTabs } from './content-owner-details-page';

const video = (id: number, title: string) =>
  ({
    id,
    title,
    posters: [],
    tags: [],
    genres: [],
    flags: [],
    ownerType: 'CONTENT_OWNER',
    companyOwner: 'Northwind Media',
    publisherVideo: null,
    coVideo: null,
    artist: null,
    duration: 30,
    mediaStatus: 'READY',
    numberOfPlaylists: 0,
    publishedAt: null,
    createdOn: '2024-05-01T10:00:00Z',
    updatedOn: '2024-05-02T10:00:00Z',
    version: 1,
  }) as unknown as Video;

const owner = { id: 4, name: 'Northwind Media', status: 'ACTIVE' as const };
const page = (videos: Video[]) => ({ content: videos, totalElements: videos.length });

function renderTabs(tab?: string) {
  const api = stubApi({
    '/api/co/4/videos': () => page([video(1, 'Northwind Harbour'), video(2, 'Northwind Tides')]),
    '/api/videos': () => page([video(9, 'Someone Else’s Clip')]),
    '/api/users/list': () => ({ content: [], totalElements: 0 }),
    '/api/users/count-by-status': () => [],
  });
  const { router } = renderInApp(
    <ContentOwnerTabs owner={owner} tab={tab} route={testListRoute(validateUserSearch)} />,
  );
  return { ...api, router };
}

describe('the content owner details', () => {
  it('opens on the overview with the owner’s name and offers the videos and users tabs', async () => {
    renderTabs();
    expect(await screen.findByText('Northwind Media')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Videos' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users' })).toBeTruthy();
  });

  it('the videos tab lists only that owner’s videos, without the owner column', async () => {
    const api = renderTabs('videos');
    expect(await screen.findByText('Northwind Harbour')).toBeTruthy();
    expect(screen.getByText('Northwind Tides')).toBeTruthy();
    expect(screen.queryByText('Someone Else’s Clip')).toBeNull();
    expect(api.requestsTo('/api/videos')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: /owner/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add owner to videos' })).toBeTruthy();
  });

  it('keeps the chosen tab in the URL, so a reload opens it again', async () => {
    const { router } = renderTabs();
    fireEvent.click(await screen.findByRole('tab', { name: 'Videos' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'videos' }));
  });
});
