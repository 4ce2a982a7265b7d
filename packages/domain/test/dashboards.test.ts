import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  dashboardGroups,
  isSafeReturnUrl,
  needsChooser,
  roleDashboardCard,
} from '../src/dashboards';
import { userHoldsMask } from '../src/masks';
import type { Role } from '../src/roles';

const user = (roles: Role[], publisherIds: number[] = [], contentOwnerIds: number[] = []) => ({
  roles,
  publisherIds,
  contentOwnerIds,
});

const cardsOf = (groups: ReturnType<typeof dashboardGroups>) =>
  groups.map((group) => [group.label, group.cards.map((card) => card.label)]);

describe('the select page (part 1 §2, §4, §6)', () => {
  const multi = user(
    ['ADMIN', 'CAMPAIGN_MANAGER', 'REV_OPS', 'DESIGNER', 'PUBLISHER', 'CONTENT_OWNER'],
    [1, 2],
    [5],
  );
  const names = {
    publishers: [
      { id: 1, name: 'Acme TV' },
      { id: 2, name: 'Beta Stream' },
    ],
    contentOwners: [{ id: 5, name: 'Studio Five' }],
  };

  it('groups Main Dashboard (cards Main dashboard, Campaigns dashboard, Forecast dashboard, Designer dashboard), Content Owner Dashboard and Publisher Dashboards', () => {
    expect(cardsOf(dashboardGroups(multi, names))).toEqual([
      [
        'Main Dashboard',
        ['Main dashboard', 'Campaigns dashboard', 'Forecast dashboard', 'Designer dashboard'],
      ],
      ['Content Owner Dashboard', ['Studio Five']],
      ['Publisher Dashboards', ['Acme TV', 'Beta Stream']],
    ]);
  });

  it('main dashboard sets ADMIN and goes to root; campaigns sets CAMPAIGN_MANAGER and goes to orders; forecast sets REV_OPS and goes to forecast; designer sets DESIGNER and goes to campaigns/creative-library', () => {
    const [main] = dashboardGroups(multi, names);
    expect(main?.cards.map(({ mask, path }) => [mask, path])).toEqual([
      [{ role: 'ADMIN' }, '/'],
      [{ role: 'CAMPAIGN_MANAGER' }, '/orders'],
      [{ role: 'REV_OPS' }, '/forecast'],
      [{ role: 'DESIGNER' }, '/campaigns/creative-library'],
    ]);
  });

  it('a publisher sets PUBLISHER with id and goes to p/{id}; a content owner sets CONTENT_OWNER with id and goes to co/{id}', () => {
    const [, owners, publishers] = dashboardGroups(multi, names);
    expect(owners?.cards.map(({ mask, path }) => [mask, path])).toEqual([
      [{ role: 'CONTENT_OWNER', contentOwnerId: 5 }, '/co/5'],
    ]);
    expect(publishers?.cards.map(({ mask, path }) => [mask, path])).toEqual([
      [{ role: 'PUBLISHER', publisherId: 1 }, '/p/1'],
      [{ role: 'PUBLISHER', publisherId: 2 }, '/p/2'],
    ]);
  });

  it('Main dashboard for ADMIN, SALES_REPRESENTATIVE, READ_ONLY_ADMIN', () => {
    for (const role of ['ADMIN', 'SALES_REPRESENTATIVE', 'READ_ONLY_ADMIN'] as const) {
      expect(cardsOf(dashboardGroups(user([role])))).toEqual([['Main Dashboard', ['Main dashboard']]]);
    }
    for (const role of ['CAMPAIGN_MANAGER', 'REV_OPS', 'DESIGNER'] as const) {
      expect(dashboardGroups(user([role]))[0]?.cards.map((card) => card.key)).not.toContain('main');
    }
  });

  it('the main card of a sales representative or read-only admin sets their own role, a mask the server accepts', () => {
    for (const role of ['SALES_REPRESENTATIVE', 'READ_ONLY_ADMIN'] as const) {
      const someone = user([role, 'PUBLISHER'], [3]);
      const main = dashboardGroups(someone)[0]?.cards[0];
      expect(main?.mask).toEqual({ role });
      expect(userHoldsMask(someone, main!.mask)).toBe(true);
    }
  });

  it.each([
    ['a multi-role user', multi],
    ['a sales representative with publisher ids', user(['SALES_REPRESENTATIVE', 'REV_OPS'], [4], [9])],
    ['a read-only admin who is a content owner', user(['READ_ONLY_ADMIN', 'CONTENT_OWNER'], [], [9])],
  ])('every card sets a mask its user holds (%s)', (_name, someone) => {
    const cards = dashboardGroups(someone).flatMap((group) => group.cards);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(userHoldsMask(someone, card.mask), card.key).toBe(true);
  });

  it('a sales representative keeps publisher ids without the PUBLISHER role: no publisher cards', () => {
    expect(dashboardGroups(user(['SALES_REPRESENTATIVE'], [4])).map((group) => group.key)).toEqual(['main']);
  });

  it('Content Owner group for CONTENT_OWNER; publisher group when the user has publisher ids', () => {
    expect(cardsOf(dashboardGroups(user(['CONTENT_OWNER'], [], [5, 6]), names))).toEqual([
      ['Content Owner Dashboard', ['Studio Five', 'Content owner 6']],
    ]);
    expect(cardsOf(dashboardGroups(user(['PUBLISHER'], [2]), names))).toEqual([
      ['Publisher Dashboards', ['Beta Stream']],
    ]);
    expect(dashboardGroups(user(['PUBLISHER'], []))).toEqual([]);
  });

  it('cards are copies: changing one leaves the next page intact', () => {
    const first = dashboardGroups(user(['ADMIN']));
    first[0]!.cards[0]!.mask.role = 'DESIGNER';
    expect(dashboardGroups(user(['ADMIN']))[0]?.cards[0]?.mask).toEqual({ role: 'ADMIN' });
  });
});

describe("a role's own dashboard card on its home (part 1 §6 dashboard cards)", () => {
  it.each([
    ['CAMPAIGN_MANAGER', 'Campaigns dashboard', '/orders'],
    ['REV_OPS', 'Forecast dashboard', '/forecast'],
    ['DESIGNER', 'Designer dashboard', '/campaigns/creative-library'],
  ] as const)('%s has the %s, opening %s', (role, label, path) => {
    expect(roleDashboardCard(role)).toMatchObject({ label, path, mask: { role } });
  });

  it.each(['ADMIN', 'SALES_REPRESENTATIVE', 'READ_ONLY_ADMIN', 'PUBLISHER', 'CONTENT_OWNER'] as const)(
    '%s has none of its own (the main, publisher or content owner dashboard is its home)',
    (role) => {
      expect(roleDashboardCard(role)).toBeNull();
    },
  );
});

describe('the chooser (part 1 §6)', () => {
  it('A user who is both ADMIN and PUBLISHER, or a PUBLISHER with several publisher ids, goes to /chooser.', () => {
    expect(needsChooser(user(['ADMIN', 'PUBLISHER'], [1]))).toBe(true);
    expect(needsChooser(user(['PUBLISHER'], [1, 2]))).toBe(true);
    expect(needsChooser(user(['PUBLISHER'], [1]))).toBe(false);
    expect(needsChooser(user(['ADMIN']))).toBe(false);
    expect(needsChooser(user(['SALES_REPRESENTATIVE'], [1, 2]))).toBe(false);
  });
});

describe('after login (part 1 §4)', () => {
  it('a return URL in the query wins', () => {
    expect(afterLoginPath(user(['ADMIN', 'PUBLISHER'], [1]), '/publishers/4')).toBe('/publishers/4');
    expect(afterLoginPath(user(['ADMIN']), '/orders?page=2')).toBe('/orders?page=2');
  });

  it('more than one role goes to select', () => {
    expect(afterLoginPath(user(['ADMIN', 'DESIGNER']))).toBe('/select');
  });

  it('otherwise dashboard', () => {
    expect(afterLoginPath(user(['ADMIN']))).toBe('/dashboard');
    expect(afterLoginPath(user(['SALES_REPRESENTATIVE']), null)).toBe('/dashboard');
    expect(afterLoginPath(user(['PUBLISHER'], [4]))).toBe('/p/4');
    expect(afterLoginPath(user(['CONTENT_OWNER'], [], [7]))).toBe('/co/7');
  });

  it('a single role without a default mask still chooses: /chooser for several publishers, else /select', () => {
    expect(afterLoginPath(user(['PUBLISHER'], [4, 5]))).toBe('/chooser');
    expect(afterLoginPath(user(['CAMPAIGN_MANAGER']))).toBe('/select');
    expect(afterLoginPath(user(['CONTENT_OWNER'], [], [7, 8]))).toBe('/select');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'orders',
    '/login',
    '/login?returnUrl=/x',
    '/logout',
    '/password-recovery/abc',
    '',
  ])('ignores a return URL that is not a path of this app or would sign out again (%s)', (returnUrl) => {
    expect(isSafeReturnUrl(returnUrl)).toBe(false);
    expect(afterLoginPath(user(['ADMIN']), returnUrl)).toBe('/dashboard');
  });
});
