import { SELECT_PATH } from '@adcast/domain/dashboards';
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

function renderAs(roles: [Role, ...Role[]], ui: ReactNode) {
  stubApi({}, { role: roles[0] });
  renderInApp(<MeContext value={userWith(roles)}>{ui}</MeContext>);
}

describe('homes of roles whose areas are not built yet (issue 7)', () => {
  it.each([
    {
      role: 'CAMPAIGN_MANAGER',
      label: 'Campaign manager',
      opens: ['Report Builder', 'Changelog'],
      later: 'Campaigns',
    },
    { role: 'REV_OPS', label: 'Rev Ops', opens: ['Report Builder'], later: 'Forecast' },
    { role: 'DESIGNER', label: 'Designer', opens: [], later: 'Creatives' },
  ] as const)(
    'shows a $role what it can open and what comes later, never a blank page',
    async ({ role, label, opens, later }) => {
      renderAs([role], <DashboardPage />);
      expect(await screen.findByText(`Sam Doe · ${label}`)).toBeTruthy();
      for (const section of opens) {
        expect(within(screen.getByRole('region', { name: 'Sections' })).getByText(section)).toBeTruthy();
      }
      const upcoming = screen.getByRole('region', { name: 'Not available yet' });
      expect(within(upcoming).getByText(later)).toBeTruthy();
    },
  );
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
