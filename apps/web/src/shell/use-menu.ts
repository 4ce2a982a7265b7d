import type { Mask } from '@adcast/domain/masks';
import { MENU_ITEMS, type MenuGroup, type MenuItem, menuFor } from '@adcast/domain/menus';
import type { Me } from '@adcast/domain/user';
import { useMask } from '../api/mask-store';
import { useMe } from '../session/me';
import { isAvailablePath, mayOpenPath } from './available-paths';

/** A menu entry is live when its screen exists; the publisher and content owner homes always do. */
const isLive = (item: MenuItem) =>
  isAvailablePath(item.path) || item.path.startsWith('/p/') || item.path.startsWith('/co/');

export interface MenuSections {
  /** The groups to show, holding only entries whose screens exist. */
  available: MenuGroup[];
  /** The entries the mask may open whose screens are not built yet. */
  upcoming: MenuItem[];
}

/**
 * The menu of part 2 §6 without the entries whose page would refuse the mask (a publisher's
 * Changelog, a campaign manager's Report Builder): a menu never leads to Forbidden.
 */
export function menuSections(me: Me, mask: Mask | null): MenuSections {
  const groups = menuFor({ mask, roles: me.roles, network: me.network })
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => mayOpenPath(item.path, mask, me.network !== null)),
    }))
    .filter((group) => group.items.length > 0);
  const available = groups
    .map((group) => ({ ...group, items: group.items.filter(isLive) }))
    .filter((group) => group.items.length > 0);
  const upcoming = groups.flatMap((group) => group.items.filter((item) => !isLive(item)));
  // A role none of whose screens is built yet still has its home in the menu, never an empty one.
  const home = MENU_ITEMS.dashboard;
  const homeOnly = [{ key: home.key, label: home.label, items: [{ ...home }] }];
  return { available: available.length === 0 && mask ? homeOnly : available, upcoming };
}

export function useMenuSections(): MenuSections {
  return menuSections(useMe(), useMask());
}
