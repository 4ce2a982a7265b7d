import type { Mask } from '@adcast/domain/masks';
import { MENU_ITEMS, type MenuGroup, type MenuItem, menuFor } from '@adcast/domain/menus';
import type { Me } from '@adcast/domain/user';
import { useMask } from '../api/mask-store';
import { useMe } from '../session/me';
import { isAvailablePath, mayOpenPath } from './available-paths';

/** A menu entry is live when its screen exists; the publisher and content owner homes always do. */
const isLive = (item: MenuItem) =>
  isAvailablePath(item.path) || item.path.startsWith('/p/') || item.path.startsWith('/co/');

/** A side menu entry; a refused one is shown, disabled, where its page would refuse the mask. */
export type NavItem = MenuItem & { refused?: boolean };
export type NavGroup = Omit<MenuGroup, 'items'> & { items: NavItem[] };

export interface MenuSections {
  /** The side menu: part 2 §6's groups and built entries in order, those the mask may not open marked refused. */
  menu: NavGroup[];
  /** The groups the mask may open, holding only entries whose screens exist. */
  available: MenuGroup[];
  /** The entries the mask may open whose screens are not built yet. */
  upcoming: MenuItem[];
  /** The built entries part 2 §6 gives the mask whose pages refuse it (a publisher's Changelog). */
  refused: MenuItem[];
}

const withItems = <T extends MenuItem>(groups: MenuGroup[], keep: (item: MenuItem) => T | null) =>
  groups
    .map((group) => ({ ...group, items: group.items.map(keep).filter((item): item is T => item !== null) }))
    .filter((group) => group.items.length > 0);

/**
 * The menu of part 2 §6 for a mask. An entry whose page would refuse the mask (a publisher's
 * Changelog, a campaign manager's Report Builder) stays in the side menu as a disabled entry, so
 * the menu is the spec's and never leads to Forbidden; the rest only offers what the mask may open.
 */
export function menuSections(me: Me, mask: Mask | null): MenuSections {
  const groups = menuFor({ mask, roles: me.roles, network: me.network });
  const mayOpen = (item: MenuItem) => mayOpenPath(item.path, mask, me.network !== null);
  const entries = groups.flatMap((group) => group.items);
  const menu = withItems<NavItem>(groups, (item) =>
    isLive(item) ? (mayOpen(item) ? item : { ...item, refused: true }) : null,
  );
  const available = withItems(groups, (item) => (isLive(item) && mayOpen(item) ? item : null));
  const upcoming = entries.filter((item) => mayOpen(item) && !isLive(item));
  const refused = entries.filter((item) => isLive(item) && !mayOpen(item));
  // A role none of whose screens is built yet still has its home in the menu, never an empty one.
  const home = MENU_ITEMS.dashboard;
  const homeOnly = [{ key: home.key, label: home.label, items: [{ ...home }] }];
  return {
    menu: menu.length === 0 && mask ? homeOnly : menu,
    available: available.length === 0 && mask ? homeOnly : available,
    upcoming,
    refused,
  };
}

export function useMenuSections(): MenuSections {
  return menuSections(useMe(), useMask());
}
