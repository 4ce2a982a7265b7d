import { homePath } from './access';
import { defaultMask, type Mask } from './masks';
import type { Role } from './roles';
import type { Me } from './user';

export type DashboardCard = { key: string; label: string; mask: Mask; path: string };
export type DashboardGroup = {
  key: 'main' | 'contentOwner' | 'publisher';
  label: string;
  cards: DashboardCard[];
};
export type NamedRef = { id: number; name: string };

type DashboardUser = Pick<Me, 'roles' | 'publisherIds' | 'contentOwnerIds'>;

export const SELECT_PATH = '/select';
export const CHOOSER_PATH = '/chooser';
export const DASHBOARD_PATH = '/dashboard';

export const DASHBOARD_GROUP_LABELS = {
  main: 'Main Dashboard',
  contentOwner: 'Content Owner Dashboard',
  publisher: 'Publisher Dashboards',
} as const;

/** The role that opens the main dashboard, in order of preference. */
const MAIN_DASHBOARD_ROLES: readonly Role[] = ['ADMIN', 'SALES_REPRESENTATIVE', 'READ_ONLY_ADMIN'];

/**
 * The spec's main card sets mask ADMIN. A sales representative or read-only admin without ADMIN
 * gets their own role instead, because the server refuses a mask the user does not hold.
 */
function mainCard(roles: readonly Role[]): DashboardCard | null {
  const role = MAIN_DASHBOARD_ROLES.find((candidate) => roles.includes(candidate));
  return role ? { key: 'main', label: 'Main dashboard', mask: { role }, path: '/' } : null;
}

const ROLE_CARDS: readonly { role: Role; card: DashboardCard }[] = [
  {
    role: 'CAMPAIGN_MANAGER',
    card: {
      key: 'campaigns',
      label: 'Campaigns dashboard',
      mask: { role: 'CAMPAIGN_MANAGER' },
      path: '/orders',
    },
  },
  {
    role: 'REV_OPS',
    card: { key: 'forecast', label: 'Forecast dashboard', mask: { role: 'REV_OPS' }, path: '/forecast' },
  },
  {
    role: 'DESIGNER',
    card: {
      key: 'designer',
      label: 'Designer dashboard',
      mask: { role: 'DESIGNER' },
      path: '/campaigns/creative-library',
    },
  },
];

/**
 * Part 1 §6 dashboard cards: the card of a role whose home is not the main dashboard (Campaigns
 * dashboard for CAMPAIGN_MANAGER, Forecast for REV_OPS, Designer for DESIGNER); null for the others.
 */
export function roleDashboardCard(role: Role): DashboardCard | null {
  const found = ROLE_CARDS.find((entry) => entry.role === role);
  return found ? { ...found.card, mask: { ...found.card.mask } } : null;
}

const nameOf = (refs: readonly NamedRef[], id: number, fallback: string) =>
  refs.find((ref) => ref.id === id)?.name ?? `${fallback} ${id}`;

/**
 * The select page: Main Dashboard cards by role, one card per content owner of a CONTENT_OWNER
 * user, one per publisher of a PUBLISHER user. Names come from the publisher and content owner
 * lists; empty groups are left out.
 */
export function dashboardGroups(
  user: DashboardUser,
  names: { publishers?: readonly NamedRef[]; contentOwners?: readonly NamedRef[] } = {},
): DashboardGroup[] {
  const main = [
    mainCard(user.roles),
    ...ROLE_CARDS.filter(({ role }) => user.roles.includes(role)).map((e) => e.card),
  ]
    .filter((card): card is DashboardCard => card !== null)
    .map((card) => ({ ...card, mask: { ...card.mask } }));

  const contentOwners = user.roles.includes('CONTENT_OWNER')
    ? user.contentOwnerIds.map((id) => {
        const mask: Mask = { role: 'CONTENT_OWNER', contentOwnerId: id };
        const label = nameOf(names.contentOwners ?? [], id, 'Content owner');
        return { key: `co-${id}`, label, mask, path: homePath(mask) };
      })
    : [];

  // Publisher cards set mask PUBLISHER, so they need the role as well as the ids (see mainCard).
  const publishers = user.roles.includes('PUBLISHER')
    ? user.publisherIds.map((id) => {
        const mask: Mask = { role: 'PUBLISHER', publisherId: id };
        const label = nameOf(names.publishers ?? [], id, 'Publisher');
        return { key: `p-${id}`, label, mask, path: homePath(mask) };
      })
    : [];

  const groups: DashboardGroup[] = [
    { key: 'main', label: DASHBOARD_GROUP_LABELS.main, cards: main },
    { key: 'contentOwner', label: DASHBOARD_GROUP_LABELS.contentOwner, cards: contentOwners },
    { key: 'publisher', label: DASHBOARD_GROUP_LABELS.publisher, cards: publishers },
  ];
  return groups.filter((group) => group.cards.length > 0);
}

/** A user who is both ADMIN and PUBLISHER, or a PUBLISHER with several publisher ids, goes to /chooser. */
export function needsChooser(user: Pick<Me, 'roles' | 'publisherIds'>): boolean {
  if (!user.roles.includes('PUBLISHER')) return false;
  return user.roles.includes('ADMIN') || user.publisherIds.length > 1;
}

const PUBLIC_PATHS = ['/login', '/logout', '/forgot-password', '/password-recovery'];

/** A return URL is followed only when it is a path of this app, and not one that signs out again. */
export function isSafeReturnUrl(returnUrl: string | null | undefined): returnUrl is string {
  if (!returnUrl?.startsWith('/') || returnUrl.startsWith('//') || returnUrl.includes('\\')) {
    return false;
  }
  return !PUBLIC_PATHS.some(
    (path) => returnUrl === path || returnUrl.startsWith(`${path}/`) || returnUrl.startsWith(`${path}?`),
  );
}

/**
 * Login success: a return URL in the query wins; more than one role goes to select, otherwise
 * dashboard (the publisher's or content owner's own dashboard for those roles). Without a default
 * mask the user still has to choose: /chooser or /select.
 */
export function afterLoginPath(user: DashboardUser, returnUrl?: string | null): string {
  if (isSafeReturnUrl(returnUrl)) return returnUrl;
  if (user.roles.length > 1) return SELECT_PATH;
  if (needsChooser(user)) return CHOOSER_PATH;
  const mask = defaultMask(user);
  if (!mask) return SELECT_PATH;
  return mask.role === 'PUBLISHER' || mask.role === 'CONTENT_OWNER' ? homePath(mask) : DASHBOARD_PATH;
}
