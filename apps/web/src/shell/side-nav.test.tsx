import type { Me } from '@adcast/domain/user';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSideNav, setSideNavOpen } from '../api/side-nav-store';
import { MeContext } from '../session/me';
import { stubApi } from '../test/api-stub';
import { renderInApp } from '../test/render';
import { SideNav } from './side-nav';

const salesRepresentative: Me = {
  id: 1,
  email: 'sam@adcast.test',
  name: 'Sam Doe',
  roles: ['SALES_REPRESENTATIVE'],
  publisherIds: [],
  contentOwnerIds: [],
  network: null,
};

describe('SideNav', () => {
  afterEach(resetSideNav);

  it('leads a sales representative home from the brand, its menu having no Dashboard entry (part 2 §6)', async () => {
    stubApi({}, { role: 'SALES_REPRESENTATIVE' });
    setSideNavOpen(true);
    renderInApp(
      <MeContext value={salesRepresentative}>
        <SideNav wide />
      </MeContext>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Main', hidden: false });
    expect(within(nav).getByRole('link', { name: 'Report Builder', hidden: false })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Adcast', hidden: false });
    expect(home.getAttribute('href')).toBe('/');
  });
});
