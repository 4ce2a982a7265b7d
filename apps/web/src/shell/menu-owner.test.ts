import { describe, expect, it } from 'vitest';
import { isMenuItemActive } from './menu-owner';

describe('menu highlight on sub-routes (issue 7)', () => {
  it.each([
    ['/connections', '/connections'],
    ['/connections/4/demand/2/details/overview', '/connections'],
    ['/demand/connection/4/details', '/connections'],
    ['/demand/connections/create', '/connections'],
    ['/demand/connections/create/4', '/connections'],
    ['/demand/details/2/connections/edit/4', '/connections'],
    ['/demand/list', '/demand/list'],
    ['/demand/details/2', '/demand/list'],
    ['/demand/create', '/demand/list'],
    ['/placements/edit/9', '/placements'],
  ])('%s highlights %s only', (pathname, item) => {
    for (const candidate of ['/connections', '/demand/list', '/placements']) {
      expect(isMenuItemActive(pathname, candidate)).toBe(candidate === item);
    }
  });
});
