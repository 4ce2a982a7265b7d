import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission, permissionsOf, roleHas } from '../src/permissions';

const sorted = (permissions: Iterable<Permission>) => [...permissions].sort();
const where = (test: (permission: Permission) => boolean) => sorted(PERMISSIONS.filter(test));

describe('permission sets per role (part 1 §6)', () => {
  it('permission names are unique and RESOURCE_ACTION', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const permission of PERMISSIONS) expect(permission).toMatch(/^[A-Z]+(_[A-Z]+)+$/);
  });

  it('connections (create, edit, duplicate) are separate permissions', () => {
    expect(PERMISSIONS).toEqual(
      expect.arrayContaining(['CONNECTIONS_CREATE', 'CONNECTIONS_EDIT', 'CONNECTIONS_DUPLICATE']),
    );
  });

  it('ADMIN: all.', () => {
    expect(sorted(permissionsOf('ADMIN'))).toEqual(sorted(PERMISSIONS));
  });

  it('READ_ONLY_ADMIN reads everything and changes nothing (our deliberate change to the observed EDIT/UPDATE quirk)', () => {
    expect(sorted(permissionsOf('READ_ONLY_ADMIN'))).toEqual(where((p) => p.endsWith('_READ')));
    expect(roleHas('READ_ONLY_ADMIN', 'USERS_READ')).toBe(true);
    expect(roleHas('READ_ONLY_ADMIN', 'USERS_EDIT')).toBe(false);
    expect(roleHas('READ_ONLY_ADMIN', 'CAMPAIGNS_CREATIVES_UPDATE')).toBe(false);
    expect(
      [...permissionsOf('READ_ONLY_ADMIN')].some((p) => /CREATE|EDIT|UPDATE|ARCHIVE|EXPORT|CRAWL/.test(p)),
    ).toBe(false);
  });

  it('SALES_REPRESENTATIVE: all except publisher create/edit/ads.txt crawl, app archive/edit, apps ads.txt crawl, changelog export and endpoint generator create', () => {
    const excluded: Permission[] = [
      'PUBLISHERS_CREATE',
      'PUBLISHERS_EDIT',
      'PUBLISHERS_ADS_TXT_CRAWL',
      'APPS_ARCHIVE',
      'APPS_EDIT',
      'APPS_ADS_TXT_CRAWL',
      'CHANGELOG_EXPORT',
      'ENDPOINT_GENERATOR_CREATE',
    ];
    expect(sorted(permissionsOf('SALES_REPRESENTATIVE'))).toEqual(where((p) => !excluded.includes(p)));
    expect(permissionsOf('SALES_REPRESENTATIVE').size).toBe(PERMISSIONS.length - 8);
    expect(roleHas('SALES_REPRESENTATIVE', 'PUBLISHERS_READ')).toBe(true);
  });

  it('CAMPAIGN_MANAGER: names containing campaigns, ADVERTISER, SUPPLY_MARKETPLACE, FORECAST, PMP or TARGETING', () => {
    expect(sorted(permissionsOf('CAMPAIGN_MANAGER'))).toEqual(
      where((p) => /CAMPAIGNS|ADVERTISER|SUPPLY_MARKETPLACE|FORECAST|PMP|TARGETING/.test(p)),
    );
    expect(roleHas('CAMPAIGN_MANAGER', 'CAMPAIGNS_ORDERS_CREATE')).toBe(true);
    expect(roleHas('CAMPAIGN_MANAGER', 'MARKETPLACE_READ')).toBe(false);
    expect(roleHas('CAMPAIGN_MANAGER', 'REPORTS_READ')).toBe(false);
  });

  it('REV_OPS: names containing FORECAST, SUPPLY_MARKETPLACE or KEYWORDS', () => {
    expect(sorted(permissionsOf('REV_OPS'))).toEqual(
      sorted([
        'FORECAST_READ',
        'FORECAST_CREATE',
        'SUPPLY_MARKETPLACE_READ',
        'SUPPLY_MARKETPLACE_EDIT',
        'KEYWORDS_READ',
        'KEYWORDS_CREATE',
        'KEYWORDS_EDIT',
      ]),
    );
  });

  it('DESIGNER: creative create, read, settings, update, process; targeting read, create, edit', () => {
    expect(sorted(permissionsOf('DESIGNER'))).toEqual(
      sorted([
        'CAMPAIGNS_CREATIVES_CREATE',
        'CAMPAIGNS_CREATIVES_READ',
        'CAMPAIGNS_CREATIVES_SETTINGS',
        'CAMPAIGNS_CREATIVES_UPDATE',
        'CAMPAIGNS_CREATIVES_PROCESS',
        'TARGETING_READ',
        'TARGETING_CREATE',
        'TARGETING_EDIT',
      ]),
    );
  });

  it('PUBLISHER: schedule create, its own apps, domains and O&O apps (the publisher menu holds Apps) and their ads.txt checks.', () => {
    expect(sorted(permissionsOf('PUBLISHER'))).toEqual(
      sorted([
        'REPORT_SCHEDULE_CREATE',
        'ADS_TXT_READ',
        'APPS_ADS_TXT_CRAWL',
        'PUBLISHERS_ADS_TXT_CRAWL',
        'APPS_READ',
        'APPS_CREATE',
        'APPS_EDIT',
        'APPS_ARCHIVE',
        'DOMAINS_READ',
        'DOMAINS_CREATE',
        'DOMAINS_EDIT',
        'DOMAINS_ARCHIVE',
        'OO_APPS_READ',
        'OO_APPS_CREATE',
        'OO_APPS_EDIT',
        'OO_APPS_ARCHIVE',
      ]),
    );
  });

  it('CONTENT_OWNER: none of the named sets; only its own O&O apps, which tenancy narrows to its own.', () => {
    expect(sorted(permissionsOf('CONTENT_OWNER'))).toEqual(
      sorted(['OO_APPS_READ', 'OO_APPS_CREATE', 'OO_APPS_EDIT', 'OO_APPS_ARCHIVE']),
    );
  });
});
