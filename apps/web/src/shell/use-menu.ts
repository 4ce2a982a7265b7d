import type { Mask } from '@adcast/domain/masks';
import { type MenuGroup, type MenuItem, menuFor } from '@adcast/domain/menus';
import type { Me } from '@adcast/domain/user';
import { useMask } from '../session/mask-store';
import { useMe } from '../session/me';
import { isAvailablePath } from './available-paths';

/** A menu entry is live when its screen exists; the publisher and content owner homes always do. */
const isLive = (item: MenuItem) =>
  isAvailablePath(item.path) || item.path.startsWith('/p/') || item.path.startsWith('/co/');

export interface MenuSections {
  /** The groups to show, holding only entries whose screens exist. */
  available: MenuGroup[];
  /** The entries the mask may open whose screens are not built yet. */
  upcoming: MenuItem[];
}

export function menuSections(me: Me, mask: Mask | null): MenuSections {
  const groups = menuFor({ mask, roles: me.roles, network: me.network });
  const available = groups
    .map((group) => ({ ...group, items: group.items.filter(isLive) }))
    .filter((group) => group.items.length > 0);
  const upcoming = groups.flatMap((group) => group.items.filter((item) => !isLive(item)));
  return { available, upcoming };
}

export function useMenuSections(): MenuSections {
  return menuSections(useMe(), useMask());
}
