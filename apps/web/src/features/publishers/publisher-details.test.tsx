import { PUBLISHER_MESSAGES, type Publisher } from '@adcast/domain/publishers/publishers';
import type { Me } from '@adcast/domain/user';
import type { User } from '@adcast/domain/users/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MeContext } from '../../session/me';
import { stubApi } from '../../test/api-stub';
import { renderInApp, testListRoute } from '../../test/render';
import { validateUserSearch } from '../users/users-routes';
import { PublisherTabs } from './publisher-tabs';

const publisher: Publisher = {
  id: 7,
  name: 'Harbor Streams',
  status: 'ACTIVE',
  network: { id: 3, name: 'CTVBuyer' },
  secondaryId: 'HS-7',
  publisherModel: 'REVSHARE',
  costCpm: 1.5,
  contactName: 'Hal',
  contactEmail: 'hal@harbor.test',
  onboardingStage: 'ONBOARDING_FINISHED',
  share: { pubShareType: 'REVSHARE', value: 70, day: '2026-01-01' },
  seller: null,
  createdOn: '2024-05-01T10:00:00Z',
  updatedOn: '2024-05-01T10:00:00Z',
  version: 4,
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
      'GET /api/publishers/7/shares': () => [
        { id: 2, pubShareType: 'REVSHARE', value: 75, day: '2999-01-01', createdOn: '2026-01-01T00:00:00Z' },
        { id: 1, pubShareType: 'REVSHARE', value: 70, day: '2026-01-01', createdOn: '2026-01-01T00:00:00Z' },
      ],
      'POST /api/publishers/7/shares': () => publisher,
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
  it('opens on the overview: name, status, network, model, the share in force, cost and stage', async () => {
    renderTabs(undefined);
    expect(await screen.findByText('Harbor Streams')).toBeTruthy();
    expect(screen.getByText('CTVBuyer')).toBeTruthy();
    expect(screen.getByText('70 %')).toBeTruthy();
    expect(screen.getByText('$1.50')).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Shares',
      'Cost',
      'Sellers',
      'Supply chain',
      'Documents',
      'Payments',
      'Changelog',
      'Videos',
      'Users',
    ]);
  });

  it('the shares tab lists the history with the share in force and adds one with the version seen', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderTabs('shares');
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FromTypeShareIn force',
      expect.stringMatching(/^01\/01\/2999Revshare75 %Upcoming$/),
      expect.stringMatching(/^01\/01\/2026Revshare70 %Yes$/),
    ]);
    await user.type(screen.getByLabelText('Share (%)'), '120');
    expect(await screen.findByText(PUBLISHER_MESSAGES.shareTooHigh)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add share' }).hasAttribute('disabled')).toBe(true);
    await user.clear(screen.getByLabelText('Share (%)'));
    await user.type(screen.getByLabelText('Share (%)'), '72.5');
    await user.click(screen.getByRole('button', { name: 'Add share' }));
    await vi.waitFor(() =>
      expect(api.requestsTo('/api/publishers/7/shares').some((r) => r.init.method === 'POST')).toBe(true),
    );
    const sent = api.requestsTo('/api/publishers/7/shares').find((r) => r.init.method === 'POST');
    expect(JSON.parse(String(sent?.init.body))).toMatchObject({
      pubShareType: 'REVSHARE',
      value: 72.5,
      version: 4,
    });
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
