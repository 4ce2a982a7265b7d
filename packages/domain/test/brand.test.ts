import { describe, expect, it } from 'vitest';
import { brandFor, CTV_BUYER_BRAND, DEFAULT_BRAND, showsSpecialHeader } from '../src/brand';

describe('brand (part 1 §1, §9)', () => {
  it('Network id 3 gets the CTVBuyer title.', () => {
    expect(brandFor(3).title).toBe('CTVBuyer');
    expect(brandFor(3).favicon).not.toBe(DEFAULT_BRAND.favicon);
  });

  it('other networks and users without one get the Adcast brand', () => {
    expect(brandFor(1)).toEqual(DEFAULT_BRAND);
    expect(brandFor(null)).toEqual({ title: 'Adcast', favicon: '/favicon.ico' });
  });

  it('the same brand title and favicon are applied when the origin contains the buyer brand name', () => {
    expect(brandFor(null, 'https://console.CTVBuyer.example')).toEqual(CTV_BUYER_BRAND);
    expect(brandFor(null, 'https://console.adcast.example')).toEqual(DEFAULT_BRAND);
  });

  it('A special header shows only for the network with id 3.', () => {
    expect(showsSpecialHeader(3)).toBe(true);
    expect(showsSpecialHeader(4)).toBe(false);
    expect(showsSpecialHeader(undefined)).toBe(false);
  });
});
