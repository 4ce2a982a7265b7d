import { describe, expect, it } from 'vitest';
import {
  homePath,
  mayEnterArea,
  NETWORK_USER_PATH_PREFIXES,
  networkUserMayOpen,
  publisherAppsGuardAllows,
} from '../src/access';
import { APP_AREAS, type AppArea, MAIN_ROLES } from '../src/roles';

describe('network-user route restriction (part 1 §2)', () => {
  it('Network users are barred from any top-level path not starting with /dashboard, /publishers, /reports, /users, /demand, /placements, /connections, /targeting, /changelog, /ads-txt, /orders, /line-items, /campaigns, /apps, /assets, /brands or /network-template', () => {
    expect([...NETWORK_USER_PATH_PREFIXES].sort()).toEqual(
      [
        '/dashboard',
        '/publishers',
        '/reports',
        '/users',
        '/demand',
        '/placements',
        '/connections',
        '/targeting',
        '/changelog',
        '/ads-txt',
        '/orders',
        '/line-items',
        '/campaigns',
        '/apps',
        '/assets',
        '/brands',
        '/network-template',
      ].sort(),
    );
  });

  it.each([
    '/dashboard',
    '/publishers/4/details',
    '/demand/list',
    '/campaigns/creative-library',
    '/orders?page=2',
    '/network-template',
  ])('allows %s', (path) => {
    expect(networkUserMayOpen(path)).toBe(true);
  });

  it.each(['/dashboardx', '/networks', '/videos', '/users-export', '/forecast', '/', 'dashboard'])(
    'bars %s',
    (path) => {
      expect(networkUserMayOpen(path)).toBe(false);
    },
  );

  it('A separate guard allows only /publisher-apps', () => {
    expect(publisherAppsGuardAllows('/publisher-apps')).toBe(true);
    expect(publisherAppsGuardAllows('/publisher-apps/12')).toBe(true);
    expect(publisherAppsGuardAllows('/publisher-appsx')).toBe(false);
    expect(publisherAppsGuardAllows('/apps')).toBe(false);
  });
});

describe('home paths (part 1 §2)', () => {
  it('/ for admin, sales rep and read-only admin', () => {
    expect(homePath({ role: 'ADMIN' })).toBe('/');
    expect(homePath({ role: 'SALES_REPRESENTATIVE' })).toBe('/');
    expect(homePath({ role: 'READ_ONLY_ADMIN' })).toBe('/');
    expect(homePath(null)).toBe('/');
  });

  it('/p/{publisherId} for publisher', () => {
    expect(homePath({ role: 'PUBLISHER', publisherId: 12 })).toBe('/p/12');
  });

  it('/co/{contentOwnerId} for content owner', () => {
    expect(homePath({ role: 'CONTENT_OWNER', contentOwnerId: 7 })).toBe('/co/7');
  });
});

describe('app areas (part 1 §6)', () => {
  it('A user whose mask role is a main role may access any area', () => {
    for (const role of MAIN_ROLES) {
      for (const area of Object.keys(APP_AREAS) as AppArea[]) {
        expect(mayEnterArea({ role }, area)).toBe(true);
      }
    }
  });

  it('otherwise the area must match the mask role', () => {
    expect(mayEnterArea({ role: 'PUBLISHER', publisherId: 1 }, 'publisher')).toBe(true);
    expect(mayEnterArea({ role: 'PUBLISHER', publisherId: 1 }, 'admin')).toBe(false);
    expect(mayEnterArea({ role: 'PUBLISHER', publisherId: 1 }, 'co')).toBe(false);
    expect(mayEnterArea({ role: 'CONTENT_OWNER', contentOwnerId: 1 }, 'co')).toBe(true);
    expect(mayEnterArea({ role: 'CONTENT_OWNER', contentOwnerId: 1 }, 'sr')).toBe(false);
  });
});
