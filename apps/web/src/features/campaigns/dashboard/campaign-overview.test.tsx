import type { CampaignDashboard, DesignerDashboard } from '@adcast/domain/campaigns/campaign-dashboards';
import { HEALTH_SENTENCES } from '@adcast/domain/campaigns/pacing';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import type { Role } from '@adcast/domain/roles';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../../session/me';
import { stubApi } from '../../../test/api-stub';
import { aUser } from '../../../test/deal-builder';
import { renderInApp } from '../../../test/render';
import { DashboardPage } from '../../dashboard/dashboard-page';

const ref = (id: number, name: string) => ({ id, name });

const campaignHome: CampaignDashboard = {
  orders: [
    { status: 'ACTIVE', count: 4 },
    { status: 'INACTIVE', count: 1 },
    { status: 'ARCHIVED', count: 0 },
  ],
  health: [
    { health: 'NOT_DELIVERING', count: 1 },
    { health: 'AT_RISK', count: 2 },
    { health: 'BEHIND', count: 0 },
    { health: 'ON_TRACK', count: 5 },
    { health: 'NOT_STARTED', count: 0 },
    { health: 'ENDED', count: 0 },
  ],
  unchecked: 1,
  running: 9,
  pacing: [
    {
      lineItem: ref(31, 'Holiday pre-roll'),
      order: ref(3, 'Holiday campaign'),
      startDate: '2026-11-20',
      endDate: '2026-12-15',
      impressions: 10_000,
      spend: 90,
      ecpm: 9,
      deliveredPercent: 10,
      expectedPercent: 28.5,
      paceRatio: 0.35,
      health: 'AT_RISK',
      sentence: HEALTH_SENTENCES.AT_RISK,
    },
  ],
  week: { from: '2026-11-23', to: '2026-11-29' },
  starting: [
    {
      lineItem: ref(32, 'Cyber Monday takeover'),
      order: ref(3, 'Holiday campaign'),
      startDate: '2026-11-29',
      endDate: '2026-11-30',
    },
  ],
  ending: [],
  unread: [{ order: ref(3, 'Holiday campaign'), unread: 2 }],
  unreadTotal: 2,
};

const designerHome: DesignerDashboard = {
  processing: [
    { processing: 'QUEUED', count: 1 },
    { processing: 'PROCESSING', count: 0 },
    { processing: 'READY', count: 6 },
    { processing: 'FAILED', count: 1 },
  ],
  vast: 3,
  attention: [
    {
      id: 12,
      name: 'Winter spot',
      advertiser: ref(2, 'Acme Outdoor'),
      problem: 'The video is 480p: CTV needs at least 720p',
      updatedOn: '2026-11-26T10:00:00.000Z',
    },
  ],
  attentionTotal: 1,
};

function renderHome(role: Role) {
  const api = stubApi(
    {
      [`GET ${CAMPAIGN_API.dashboard}`]: () => campaignHome,
      [`GET ${CAMPAIGN_API.designerDashboard}`]: () => designerHome,
    },
    { role },
  );
  renderInApp(
    <MeContext value={aUser({ roles: [role] })}>
      <DashboardPage />
    </MeContext>,
  );
  return api;
}

describe('the Campaigns dashboard on the home of a campaign manager or sales representative (part 1 §4)', () => {
  it.each(['CAMPAIGN_MANAGER', 'SALES_REPRESENTATIVE'] as const)(
    'shows a %s its campaigns by status, its running line items by health, the pacing of those most in need, the week and unread discussions',
    async (role) => {
      const api = renderHome(role);
      const home = await screen.findByRole('region', { name: 'Your campaigns' });
      const byStatus = await within(home).findByRole('region', { name: 'Campaigns by status' });
      expect(within(byStatus).getByRole('link', { name: '4 active · 1 inactive · 0 archived' })).toBeTruthy();
      const running = within(home).getByRole('region', { name: 'Running line items' });
      expect(running.textContent).toContain('9 running');
      expect(running.textContent).toContain('1 not delivering · 2 at risk · 5 on track');
      expect(running.textContent).toContain('1 not checked yet');

      const pacing = within(home).getByRole('table', { name: 'Pacing of running line items' });
      const [, row] = within(pacing).getAllByRole('row');
      expect(within(row!).getByRole('link', { name: 'Holiday pre-roll' }).getAttribute('href')).toBe(
        '/line-items/edit/31',
      );
      expect(row!.textContent).toContain('Holiday campaign');
      expect(row!.textContent).toContain('At risk');
      expect(row!.textContent).toContain('10.00%');
      expect(row!.textContent).toContain('28.50%');

      const starting = within(home).getByRole('region', {
        name: 'Starting this week (2026-11-23 to 2026-11-29)',
      });
      expect(within(starting).getByRole('link', { name: 'Cyber Monday takeover' })).toBeTruthy();
      expect(starting.textContent).toContain('2026-11-29');
      const ending = within(home).getByRole('region', {
        name: 'Ending this week (2026-11-23 to 2026-11-29)',
      });
      expect(within(ending).getByText('No flight ends this week.')).toBeTruthy();
      const unread = within(home).getByRole('region', { name: 'Unread discussions (2)' });
      expect(within(unread).getByRole('link', { name: 'Holiday campaign' }).getAttribute('href')).toBe(
        '/orders/edit/3',
      );
      expect(unread.textContent).toContain('2 unread');
      expect(api.requestsTo(CAMPAIGN_API.designerDashboard)).toHaveLength(0);
    },
  );
});

describe('the Designer dashboard on the home of a designer (part 1 §4)', () => {
  it('shows the video files by processing state and the failed ones with their reason, and asks nothing of the campaigns', async () => {
    const api = renderHome('DESIGNER');
    const home = await screen.findByRole('region', { name: 'Your creatives' });
    const byProcessing = await within(home).findByRole('region', { name: 'Video files by processing' });
    expect(
      within(byProcessing)
        .getByRole('link', { name: '1 queued · 0 processing · 6 ready · 1 failed' })
        .getAttribute('href'),
    ).toBe('/campaigns/creative-library');
    expect(byProcessing.textContent).toContain('3 VAST');
    const attention = within(home).getByRole('region', { name: 'Needing attention (1)' });
    expect(within(attention).getByRole('link', { name: 'Winter spot' }).getAttribute('href')).toBe(
      '/campaigns/creative-library/edit/12',
    );
    expect(attention.textContent).toContain('Acme Outdoor');
    expect(attention.textContent).toContain('The video is 480p: CTV needs at least 720p');
    expect(api.requestsTo(CAMPAIGN_API.dashboard)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Your campaigns' })).toBeNull();
  });
});
