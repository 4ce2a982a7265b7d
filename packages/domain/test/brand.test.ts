import { describe, expect, it } from 'vitest';
import { CTV_BUYER_BRAND, DEFAULT_BRAND, networkBrand, originBrand, showsSpecialHeader } from '../src/brand';

describe('brand', () => {
  it("is the product's own unless the origin names CTVBuyer (before anyone signs in)", () => {
    expect(originBrand()).toEqual({ title: 'Adcast', favicon: '/favicon.ico' });
    expect(originBrand('https://console.CTVBuyer.example')).toEqual(CTV_BUYER_BRAND);
    expect(originBrand('https://console.adcast.example')).toEqual(DEFAULT_BRAND);
  });

  it("is the network's brand where it sets one, the fallback for the parts it leaves unset", () => {
    const set = { title: 'CTVBuyer', favicon: null, logo: '/logo.svg', primaryColour: '#112233' };
    expect(networkBrand(set, DEFAULT_BRAND)).toEqual({
      title: 'CTVBuyer',
      favicon: DEFAULT_BRAND.favicon,
      logo: '/logo.svg',
      primaryColour: '#112233',
    });
    expect(networkBrand(null, DEFAULT_BRAND)).toEqual(DEFAULT_BRAND);
  });

  it('shows the special header only for network 3 (part 2 §6)', () => {
    expect(showsSpecialHeader(3)).toBe(true);
    expect(showsSpecialHeader(4)).toBe(false);
    expect(showsSpecialHeader(undefined)).toBe(false);
  });
});
