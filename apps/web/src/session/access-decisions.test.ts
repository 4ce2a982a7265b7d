import type { Me } from '@adcast/domain/user';
import { describe, expect, it } from 'vitest';
import { contentOwnerAreaAccess, publisherAreaAccess, shellAccess } from './access-decisions';

const user = (over: Partial<Me>): Me => ({
  id: 1,
  email: 'someone@adcast.test',
  name: 'Someone',
  roles: ['ADMIN'],
  publisherIds: [],
  contentOwnerIds: [],
  network: null,
  ...over,
});

describe('shell guard (part 1 §4, §6)', () => {
  it('sets the default mask of a single-role user', () => {
    expect(shellAccess(user({ roles: ['ADMIN'] }), null, '/dashboard')).toEqual({
      kind: 'allow',
      mask: { role: 'ADMIN' },
    });
  });

  it('discards a stored mask the user no longer holds', () => {
    const decision = shellAccess(user({ roles: ['SALES_REPRESENTATIVE'] }), { role: 'ADMIN' }, '/users');
    expect(decision).toEqual({ kind: 'allow', mask: { role: 'SALES_REPRESENTATIVE' } });
  });

  it('sends an ADMIN and PUBLISHER, or a PUBLISHER of several publishers, to /chooser', () => {
    const adminPublisher = user({ roles: ['ADMIN', 'PUBLISHER'], publisherIds: [4] });
    const manyPublishers = user({ roles: ['PUBLISHER'], publisherIds: [4, 5] });
    expect(shellAccess(adminPublisher, null, '/dashboard')).toEqual({ kind: 'redirect', to: '/chooser' });
    expect(shellAccess(manyPublishers, null, '/dashboard')).toEqual({ kind: 'redirect', to: '/chooser' });
  });

  it('sends other users without a usable mask to /select', () => {
    const staff = user({ roles: ['CAMPAIGN_MANAGER', 'REV_OPS'] });
    expect(shellAccess(staff, null, '/orders')).toEqual({ kind: 'redirect', to: '/select' });
    expect(shellAccess(staff, { role: 'REV_OPS' }, '/forecast')).toEqual({
      kind: 'allow',
      mask: { role: 'REV_OPS' },
    });
  });

  it('reports a publisher mask without a publisher id', () => {
    const publisher = user({ roles: ['PUBLISHER'], publisherIds: [4, 5] });
    expect(shellAccess(publisher, { role: 'PUBLISHER' }, '/apps')).toEqual({ kind: 'missing-publisher-id' });
  });

  it('bars network users outside their prefixes and lets them through the root', () => {
    const networkAdmin = user({ network: { id: 3, name: 'CTVBuyer' } });
    expect(shellAccess(networkAdmin, null, '/networks')).toEqual({ kind: 'redirect', to: '/forbidden' });
    expect(shellAccess(networkAdmin, null, '/demand/list').kind).toBe('allow');
    expect(shellAccess(networkAdmin, null, '/').kind).toBe('allow');
  });

  it('keeps network users out of the content and analytics screens outside their prefixes, in the report builder', () => {
    const networkAdmin = user({ network: { id: 3, name: 'CTVBuyer' } });
    for (const path of [
      '/videos',
      '/collections',
      '/channels',
      '/content-owner',
      '/performance',
      '/live',
      '/overview',
    ]) {
      expect(shellAccess(networkAdmin, null, path)).toEqual({ kind: 'redirect', to: '/forbidden' });
    }
    expect(shellAccess(networkAdmin, null, '/reports').kind).toBe('allow');
  });

  it('sends a publisher or content owner from the staff dashboard to its own home', () => {
    const publisher = user({ roles: ['PUBLISHER'], publisherIds: [4] });
    const owner = user({ roles: ['CONTENT_OWNER'], contentOwnerIds: [9] });
    expect(shellAccess(publisher, null, '/dashboard')).toEqual({ kind: 'redirect', to: '/p/4' });
    expect(shellAccess(owner, null, '/')).toEqual({ kind: 'redirect', to: '/co/9' });
    expect(shellAccess(publisher, null, '/apps').kind).toBe('allow');
  });

  it("sends a publisher or content owner from a staff screen outside its own area to the mask's home path", () => {
    const publisher = user({ roles: ['PUBLISHER'], publisherIds: [4] });
    const owner = user({ roles: ['CONTENT_OWNER'], contentOwnerIds: [9] });
    for (const path of ['/connections', '/users', '/videos', '/demand/deals/edit/3']) {
      expect(shellAccess(publisher, null, path), path).toEqual({ kind: 'redirect', to: '/p/4' });
    }
    expect(shellAccess(owner, null, '/videos')).toEqual({ kind: 'redirect', to: '/co/9' });
  });

  it('lets a publisher open the screens its menu offers and the pages below them', () => {
    const publisher = user({ roles: ['PUBLISHER'], publisherIds: [4] });
    for (const path of ['/ads-txt', '/reports', '/performance', '/changelog', '/publishers/4']) {
      expect(shellAccess(publisher, null, path), path).toEqual({
        kind: 'allow',
        mask: { role: 'PUBLISHER', publisherId: 4 },
      });
    }
  });

  it('lets a main-role mask open any area', () => {
    const manager = user({ roles: ['CAMPAIGN_MANAGER'] });
    expect(shellAccess(manager, { role: 'CAMPAIGN_MANAGER' }, '/users').kind).toBe('allow');
  });
});

describe('publisher and content owner homes (part 1 §6)', () => {
  it('sets the PUBLISHER mask for one of the user’s own publishers', () => {
    const multi = user({ roles: ['ADMIN', 'PUBLISHER'], publisherIds: [4, 5] });
    expect(publisherAreaAccess(multi, { role: 'ADMIN' }, 5)).toEqual({
      kind: 'allow',
      mask: { role: 'PUBLISHER', publisherId: 5 },
    });
  });

  it('requires a PUBLISHER mask, else goes to the root', () => {
    expect(publisherAreaAccess(user({ roles: ['ADMIN'] }), { role: 'ADMIN' }, 5)).toEqual({
      kind: 'redirect',
      to: '/',
    });
    const publisher = user({ roles: ['PUBLISHER'], publisherIds: [4] });
    expect(publisherAreaAccess(publisher, { role: 'PUBLISHER', publisherId: 4 }, 7)).toEqual({
      kind: 'allow',
      mask: { role: 'PUBLISHER', publisherId: 4 },
    });
  });

  it('requires a CONTENT_OWNER mask for the content owner home', () => {
    const owner = user({ roles: ['CONTENT_OWNER', 'ADMIN'], contentOwnerIds: [9] });
    expect(contentOwnerAreaAccess(owner, { role: 'ADMIN' }, 9)).toEqual({
      kind: 'allow',
      mask: { role: 'CONTENT_OWNER', contentOwnerId: 9 },
    });
    expect(contentOwnerAreaAccess(owner, { role: 'ADMIN' }, 8)).toEqual({ kind: 'redirect', to: '/' });
  });
});
