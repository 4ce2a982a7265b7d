import { describe, expect, it } from 'vitest';
import { AdvertiserListFilterSchema } from '../src/campaigns/advertisers';
import { maySeeOrder, mentionsIn } from '../src/campaigns/discussions';
import { bundleTermsOf } from '../src/campaigns/orders';
import { ADVERTISER_LIST_SIZE, MAX_PAGE_SIZE } from '../src/paging';

describe('the advertiser list size (part 2 §9: default size 999999)', () => {
  it('takes the spec default and any size up to it, answering at most one bounded page', () => {
    expect(AdvertiserListFilterSchema.parse({}).size).toBe(MAX_PAGE_SIZE);
    expect(AdvertiserListFilterSchema.parse({ size: String(ADVERTISER_LIST_SIZE) }).size).toBe(MAX_PAGE_SIZE);
    expect(AdvertiserListFilterSchema.parse({ size: '25' }).size).toBe(25);
    expect(AdvertiserListFilterSchema.safeParse({ size: String(ADVERTISER_LIST_SIZE + 1) }).success).toBe(
      false,
    );
    expect(AdvertiserListFilterSchema.safeParse({ size: '0' }).success).toBe(false);
  });
});

describe('bundle terms (part 2 §3: the child overrides the parent from the IO)', () => {
  const order = { bundleRevenueShare: 35, bundleCpm: 18.25 };

  it("takes the line item's own values, and the order's where it sets none", () => {
    expect(bundleTermsOf(order, {})).toEqual(order);
    expect(bundleTermsOf(order, { bundleCpm: 20 })).toEqual({ bundleRevenueShare: 35, bundleCpm: 20 });
    expect(bundleTermsOf(order, { bundleRevenueShare: 0, bundleCpm: null })).toEqual({
      bundleRevenueShare: 0,
      bundleCpm: 18.25,
    });
  });
});

describe('mentions in a discussion message (@ and an e-mail address)', () => {
  it('finds each mentioned address once, lower-cased, and not a plain address or a trailing stop', () => {
    expect(
      mentionsIn(
        '@Sam@Adcast.test, please ask @kim@ads.example.com. Cc sam@adcast.test and @SAM@adcast.test',
      ),
    ).toEqual(['sam@adcast.test', 'kim@ads.example.com']);
    expect(mentionsIn('mail me at someone@example.com')).toEqual([]);
  });

  it("lets only users whose role reads orders, of no network or the order's, see an order", () => {
    expect(maySeeOrder({ roles: ['CAMPAIGN_MANAGER'], networkId: null }, { networkId: 3 })).toBe(true);
    expect(maySeeOrder({ roles: ['ADMIN'], networkId: 3 }, { networkId: 3 })).toBe(true);
    expect(maySeeOrder({ roles: ['ADMIN'], networkId: 4 }, { networkId: 3 })).toBe(false);
    expect(maySeeOrder({ roles: ['DESIGNER'], networkId: null }, { networkId: null })).toBe(false);
  });
});
