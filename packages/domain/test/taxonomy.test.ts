import { describe, expect, it } from 'vitest';
import { effectiveBundleTerms } from '../src/channel-bundles/bundle-terms';
import { programmeMatches } from '../src/keyword-packages/epg-keywords';
import { squeezeRect } from '../src/squeezeback/layout';
import {
  IAB_CONTENT_CATEGORIES,
  iabCategoryLabel,
  iabCategoryOf,
} from '../src/taxonomy/iab-content-taxonomy';

describe('channel bundle terms: the child overrides the parent', () => {
  const parent = { id: 1, name: 'Entertainment', bundleRevenueShare: 60, bundleCpm: 18 };

  it('takes what the child leaves blank from its parent, and names where each value comes from', () => {
    const child = { id: 2, name: 'Premium', bundleRevenueShare: null, bundleCpm: 25 };
    expect(effectiveBundleTerms([child, parent])).toEqual({
      bundleRevenueShare: 60,
      bundleCpm: 25,
      revenueShareFrom: { id: 1, name: 'Entertainment' },
      cpmFrom: { id: 2, name: 'Premium' },
    });
  });

  it('keeps a child value of 0 (a free bundle is a value, not a blank)', () => {
    const child = { id: 2, name: 'Promo', bundleRevenueShare: 0, bundleCpm: 0 };
    expect(effectiveBundleTerms([child, parent])).toMatchObject({ bundleRevenueShare: 0, bundleCpm: 0 });
  });

  it('has no terms when no level sets them', () => {
    const lone = { id: 3, name: 'Lone', bundleRevenueShare: null, bundleCpm: null };
    expect(effectiveBundleTerms([lone])).toEqual({
      bundleRevenueShare: null,
      bundleCpm: null,
      revenueShareFrom: null,
      cpmFrom: null,
    });
  });
});

describe('EPG keyword matching', () => {
  const programme = { TITLE: 'Late Night Live: Episode 4', GENRE: 'Comedy', RATING: 'TV-14', SERVICE: null };

  it('matches a title by containment and the other fields whole, ignoring case', () => {
    expect(programmeMatches(programme, [{ field: 'TITLE', value: 'late night' }])).toBe(true);
    expect(programmeMatches(programme, [{ field: 'GENRE', value: 'comedy' }])).toBe(true);
    expect(programmeMatches(programme, [{ field: 'GENRE', value: 'Com' }])).toBe(false);
    expect(programmeMatches(programme, [{ field: 'SERVICE', value: 'Any' }])).toBe(false);
  });
});

describe('IAB Content Taxonomy', () => {
  it('holds unique ids, each tier-2 category under a tier-1 one', () => {
    const ids = IAB_CONTENT_CATEGORIES.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of IAB_CONTENT_CATEGORIES.filter((entry) => entry.tier === 2))
      expect(iabCategoryOf(category.parentId!)?.tier).toBe(1);
    expect(iabCategoryLabel('644')).toBe('Television > Drama TV (644)');
  });
});

describe('squeezeback layout', () => {
  it('places the picture in pixels, even-sized', () => {
    expect(squeezeRect({ left: 25, top: 0, width: 75, height: 75 }, { width: 1280, height: 720 })).toEqual({
      x: 320,
      y: 0,
      width: 960,
      height: 540,
    });
  });
});
