import type { MenuGroup } from '@adcast/domain/menus';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { NavMenu } from './nav-menu';
import type { NavGroup } from './use-menu';

const groups: MenuGroup[] = [
  {
    key: 'inventory',
    label: 'Inventory',
    items: [{ key: 'placements', label: 'Placements', path: '/placements' }],
  },
  { key: 'demand', label: 'Demand', items: [{ key: 'deals', label: 'Deals', path: '/demand/deals' }] },
];

describe('NavMenu', () => {
  it("names each open group's region by the group's label, so no two landmarks share a name (issue 31)", async () => {
    renderInApp(<NavMenu groups={groups} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Inventory' }));
    await userEvent.click(screen.getByRole('button', { name: 'Demand' }));
    expect(screen.getByRole('region', { name: 'Inventory' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Demand' })).toBeTruthy();
  });

  it("shows an entry the role's page would refuse where part 2 §6 puts it, disabled and saying so", async () => {
    const publisherMenu: NavGroup[] = [
      {
        key: 'publishers',
        label: 'Publishers',
        items: [{ key: 'publishers', label: 'Publishers', path: '/publishers', refused: true }],
      },
      {
        key: 'changelog',
        label: 'Changelog',
        items: [{ key: 'changelog', label: 'Changelog', path: '/changelog' }],
      },
    ];
    renderInApp(<NavMenu groups={publisherMenu} />);
    await screen.findByRole('link', { name: 'Changelog', hidden: false });
    const publishers = screen.getByRole('button', { name: /Publishers/, hidden: false });
    expect(publishers.getAttribute('aria-disabled')).toBe('true');
    expect(publishers.textContent).toContain('Not open to your role');
    expect(screen.queryByRole('link', { name: /Publishers/ })).toBeNull();
  });
});
