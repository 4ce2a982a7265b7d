import { describe, expect, it } from 'vitest';
import { unbuiltPageTitle, unbuiltPaths } from './unbuilt-pages';

const built = new Set(['/dashboard', '/demand', '/demand/list', '/connections', '/placements']);

describe('unbuilt pages (part 1 §2 shell routes)', () => {
  const unbuilt = unbuiltPaths((path) => built.has(path));

  it('serves every shell section and menu path no feature route serves', () => {
    expect(unbuilt).toEqual(
      expect.arrayContaining(['/users', '/videos', '/errors', '/demand/deals', '/campaigns']),
    );
  });

  it('leaves out what a feature serves and what an unbuilt section above already covers', () => {
    for (const path of built) expect(unbuilt).not.toContain(path);
    expect(unbuilt).not.toContain('/campaigns/advertisers');
  });

  it('follows the routes: a feature that lands takes its path off the list', () => {
    expect(unbuiltPaths((path) => built.has(path) || path === '/users')).not.toContain('/users');
  });

  it("titles a page with the menu's label, else the nearest entry above it", () => {
    expect(unbuiltPageTitle('/campaigns/advertisers')).toBe('Advertisers');
    expect(unbuiltPageTitle('/demand/deals/12')).toBe('Deals');
    expect(unbuiltPageTitle('/custom-reports')).toBe('Custom reports');
  });
});
