import { homePath, networkUserMayOpen } from '@adcast/domain/access';
import { CHOOSER_PATH, needsChooser, SELECT_PATH } from '@adcast/domain/dashboards';
import { defaultMask, isMaskSet, keepStoredMask, type Mask } from '@adcast/domain/masks';
import { menuFor } from '@adcast/domain/menus';
import { isMainRole } from '@adcast/domain/roles';
import type { Me } from '@adcast/domain/user';

/** What a guard decided: go on with this working mask, go elsewhere, or sign out with a message. */
export type AccessDecision =
  | { kind: 'allow'; mask: Mask }
  | { kind: 'redirect'; to: string }
  | { kind: 'missing-publisher-id' };

export const FORBIDDEN_PATH = '/forbidden';

/** Part 1 §2: network users may open only their prefixes; the root only forwards to the dashboard. */
const networkBars = (me: Me, pathname: string) =>
  me.network !== null && pathname !== '/' && !networkUserMayOpen(pathname);

/** The working mask: the stored one while the user still holds it, else the default one (part 1 §4). */
export const workingMask = (me: Me, stored: Mask | null): Mask | null =>
  keepStoredMask(me, stored) ?? defaultMask(me);

function withMask(me: Me, mask: Mask | null): AccessDecision {
  if (!mask) return { kind: 'redirect', to: needsChooser(me) ? CHOOSER_PATH : SELECT_PATH };
  if (mask.role === 'PUBLISHER' && !isMaskSet(mask)) return { kind: 'missing-publisher-id' };
  return { kind: 'allow', mask };
}

/**
 * Part 1 §6: a mask whose role is no main role (a publisher's, a content owner's) works in its own
 * area only, that is the staff screens its menu offers and the pages below them.
 */
function outsideOwnArea(me: Me, mask: Mask, pathname: string): boolean {
  if (isMainRole(mask.role)) return false;
  const offered = menuFor({ mask, roles: me.roles, network: me.network }).flatMap((group) =>
    group.items.map((item) => item.path),
  );
  return !offered.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * The staff screens of the shell. Without a usable mask the user chooses one first; a publisher or
 * content owner who opens a staff screen outside its own area (the root and the dashboard
 * included) goes to its own home.
 */
export function shellAccess(me: Me, stored: Mask | null, pathname: string): AccessDecision {
  if (networkBars(me, pathname)) return { kind: 'redirect', to: FORBIDDEN_PATH };
  const decision = withMask(me, workingMask(me, stored));
  if (decision.kind !== 'allow') return decision;
  if (outsideOwnArea(me, decision.mask, pathname)) return { kind: 'redirect', to: homePath(decision.mask) };
  return decision;
}

/**
 * Part 1 §6 publisher home: an id among the user's publishers sets the PUBLISHER mask for it;
 * the publisher area then requires a PUBLISHER mask, else the root.
 */
export function publisherAreaAccess(me: Me, stored: Mask | null, publisherId: number): AccessDecision {
  if (networkBars(me, `/p/${publisherId}`)) return { kind: 'redirect', to: FORBIDDEN_PATH };
  const ownsIt = me.roles.includes('PUBLISHER') && me.publisherIds.includes(publisherId);
  const mask = ownsIt ? { role: 'PUBLISHER' as const, publisherId } : keepStoredMask(me, stored);
  if (mask?.role !== 'PUBLISHER') return { kind: 'redirect', to: '/' };
  return withMask(me, mask);
}

/** The content-owner home mirrors the publisher home: it requires a CONTENT_OWNER mask, else the root. */
export function contentOwnerAreaAccess(me: Me, stored: Mask | null, contentOwnerId: number): AccessDecision {
  if (networkBars(me, `/co/${contentOwnerId}`)) return { kind: 'redirect', to: FORBIDDEN_PATH };
  const ownsIt = me.roles.includes('CONTENT_OWNER') && me.contentOwnerIds.includes(contentOwnerId);
  const mask = ownsIt ? { role: 'CONTENT_OWNER' as const, contentOwnerId } : keepStoredMask(me, stored);
  if (mask?.role !== 'CONTENT_OWNER') return { kind: 'redirect', to: '/' };
  return { kind: 'allow', mask };
}
