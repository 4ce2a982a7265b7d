import { SELECT_PATH } from '@adcast/domain/dashboards';
import { REPORT_API } from '@adcast/domain/reports/paths';
import type { Role } from '@adcast/domain/roles';
import type { Me } from '@adcast/domain/user';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MeContext } from '../../session/me';
import { UserMenu } from '../../shell/user-menu';
import { stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const userWith = (roles: Role[]): Me => ({
  id: 1,
  email: 'someone@adcast.test',
  name: 'Sam Doe',
  roles,
  publisherIds: [],
  contentOwnerIds: [],
  network: null,
});

function renderAs(roles: [Role, ...Role[]], ui: ReactNode, routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi(routes, { role: roles[0] });
  renderInApp(<MeContext value={userWith(roles)}>{ui}</MeContext>);
  return api;
}

const reportAnswer = {
  columns: [
    { key: 'adRequests', label: 'Ad Requests', format: 'number', kind: 'metric' },
    { key: 'adImpressions', label: 'Ad Impressions', format: 'number', kind: 'metric' },
    { key: 'fillRate', label: 'Fill Rate', format: 'percentage', kind: 'metric' },
    { key: 'rpm', label: 'RPM', format: 'currency', kind: 'metric' },
  ],
  content: [],
  totalElements: 0,
  totals: { adRequests: 2000, adImpressions: 1500, fillRate: 0.75, rpm: 4 },
  compareTotals: { adRequests: 1000, adImpressions: 1500, fillRate: 1.5, rpm: null },
};

describe('homes of the campaign manager and rev ops (issue 7), now that their areas are built', () => {
  it.each([
    {
      role: 'CAMPAIGN_MANAGER',
      label: 'Campaign manager',
      // The sales menu it works in offers Report Builder and Changelog, which its role may not open.
      opens: [
        'Supply Marketplace',
        'Forecast',
        'Targeting',
        'Advertisers',
        'Campaigns',
        'Line Items',
        'Creatives',
      ],
    },
    {
      role: 'REV_OPS',
      label: 'Rev Ops',
      opens: ['Supply Marketplace', 'Forecast', 'Keyword Packages', 'Report Builder'],
    },
  ] as const)(
    'shows a $role every section it can open, and nothing as still to come',
    async ({ role, label, opens }) => {
      renderAs([role], <DashboardPage />);
      expect(await screen.findByText(`Sam Doe · ${label}`)).toBeTruthy();
      for (const section of opens) {
        // A card's caption names its menu group, which may read as the card's own label (Campaigns).
        expect(
          within(screen.getByRole('region', { name: 'Sections' })).getAllByText(section).length,
        ).toBeGreaterThan(0);
      }
      expect(screen.queryByRole('region', { name: 'Not available yet' })).toBeNull();
    },
  );
});

describe("each role's own dashboard card on its home (part 1 §6 dashboard cards)", () => {
  it('leads a campaign manager from its Campaigns dashboard card to the campaigns list (part 1 §4: orders)', async () => {
    const api = renderAs(['CAMPAIGN_MANAGER'], <DashboardPage />);
    const section = await screen.findByRole('region', { name: 'Campaigns dashboard' });
    const open = within(section).getByRole('link', { name: 'Open Campaigns' });
    expect(open.getAttribute('href')).toBe('/orders');
    expect(api.requestsTo(REPORT_API.query)).toHaveLength(0);
  });

  it('leads a designer from its Designer dashboard card to the creative library (part 1 §4), without report figures', async () => {
    const api = renderAs(['DESIGNER'], <DashboardPage />);
    const section = await screen.findByRole('region', { name: 'Designer dashboard' });
    const open = within(section).getByRole('link', { name: 'Open Creatives' });
    expect(open.getAttribute('href')).toBe('/campaigns/creative-library');
    expect(within(section).queryByText('Last 7 days against the 7 before')).toBeNull();
    expect(api.requestsTo(REPORT_API.query)).toHaveLength(0);
  });

  it("shows rev ops its Forecast dashboard with the last 7 days' figures against the 7 before", async () => {
    const api = renderAs(['REV_OPS'], <DashboardPage />, {
      [`POST ${REPORT_API.query}`]: () => reportAnswer,
    });
    const section = await screen.findByRole('region', { name: 'Forecast dashboard' });
    expect(within(section).getByRole('link', { name: 'Open Forecast' }).getAttribute('href')).toBe(
      '/forecast',
    );
    const requests = await within(section).findByRole('generic', { name: 'Ad Requests' });
    expect(within(requests).getByText('2,000')).toBeTruthy();
    expect(within(requests).getByText('+100.00% vs previous period')).toBeTruthy();
    expect(within(section).getByRole('generic', { name: 'RPM' }).textContent).toContain(
      'no previous period data',
    );
    const [query] = api.requestsTo(REPORT_API.query);
    const body = JSON.parse(String(query?.init.body));
    expect(body.metrics).toEqual(['adRequests', 'adImpressions', 'fillRate', 'rpm']);
    expect(body.compare.compareType).toBe('PREVIOUS');
  });
});

describe('user menu: the dashboard chooser (part 1 §2)', () => {
  it('offers a user with several roles the way to choose a dashboard', async () => {
    renderAs(['ADMIN', 'CAMPAIGN_MANAGER'], <UserMenu />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sam Doe' }));
    const choose = await screen.findByRole('menuitem', { name: 'Choose a dashboard' });
    expect(choose.getAttribute('href')).toBe(SELECT_PATH);
  });

  it('does not offer it to a user with one role', async () => {
    renderAs(['DESIGNER'], <UserMenu />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sam Doe' }));
    await screen.findByRole('menuitem', { name: 'Change password' });
    expect(screen.queryByRole('menuitem', { name: 'Choose a dashboard' })).toBeNull();
  });
});
