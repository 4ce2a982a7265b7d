import type { Me } from '@adcast/domain/user';
import type { User } from '@adcast/domain/users/users';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../session/me';
import { stubApi } from '../../test/api-stub';
import { renderInApp, testListRoute } from '../../test/render';
import { validateUserSearch } from '../users/users-routes';
import { PublisherTabs } from './publisher-details-page';

const publisher = {
  id: 7,
  name: 'Harbor Streams',
  status: 'ACTIVE' as const,
  network: { id: 3, name: 'CTVBuyer' },
};

const admin: Me = {
  id: 1,
  email: 'ada@example.test',
  name: 'Ada',
  roles: ['ADMIN'],
  publisherIds: [],
  contentOwnerIds: [],
  network: null,
};

function renderTabs(tab: string | undefined, role: 'ADMIN' | 'CAMPAIGN_MANAGER' = 'ADMIN') {
  const api = stubApi(
    {
      '/api/publishers/7/videos': () => ({ content: [], totalElements: 0 }),
      '/api/users/list': () => ({
        content: [
          {
            id: 5,
            email: 'pat@harbor.test',
            name: 'Pat Harbor',
            roles: ['PUBLISHER'],
            publisherIds: [7],
            publishers: [{ id: 7, name: 'Harbor Streams' }],
            contentOwnerIds: [],
            contentOwners: [],
            network: null,
            status: 'ENABLED',
            createdOn: '2024-05-01T10:00:00Z',
            updatedOn: '2024-05-01T10:00:00Z',
            version: 1,
          } satisfies User,
        ],
        totalElements: 1,
      }),
      '/api/users/count-by-status': () => [],
    },
    { role },
  );
  renderInApp(
    <MeContext.Provider value={admin}>
      <PublisherTabs publisher={publisher} tab={tab} route={testListRoute(validateUserSearch)} />
    </MeContext.Provider>,
  );
  return api;
}

describe('the publisher details', () => {
  it('opens on the overview: name, status and network', async () => {
    renderTabs(undefined);
    expect(await screen.findByText('Harbor Streams')).toBeTruthy();
    expect(screen.getByText('CTVBuyer')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });

  it('the videos tab asks for this publisher’s videos only', async () => {
    const api = renderTabs('videos');
    await screen.findByRole('table');
    expect(api.requestsTo('/api/publishers/7/videos').length).toBeGreaterThan(0);
    expect(api.requestsTo('/api/videos')).toHaveLength(0);
  });

  it('the users tab lists the publisher’s users, asked for by its id', async () => {
    const api = renderTabs('users');
    expect(await screen.findByText('Pat Harbor')).toBeTruthy();
    expect(api.requestsTo('/api/users/list')[0]?.url.searchParams.get('publisherId')).toBe('7');
  });

  it('a role without videos or users read sees the overview tab only', async () => {
    renderTabs(undefined, 'CAMPAIGN_MANAGER');
    await screen.findByText('Harbor Streams');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview']);
  });
});
