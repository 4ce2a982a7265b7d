export type Brand = { title: string; favicon: string; logo?: string | null; primaryColour?: string | null };

export const DEFAULT_BRAND: Brand = { title: 'Adcast', favicon: '/favicon.ico' };
/** Before anyone signs in, a console served from a CTVBuyer origin already wears its brand. */
export const CTV_BUYER_BRAND: Brand = { title: 'CTVBuyer', favicon: '/favicon-ctvbuyer.ico' };
/** Part 2 §6: a special header shows only for the network with id 3. */
export const CTV_BUYER_NETWORK_ID = 3;
const CTV_BUYER_ORIGIN_MARK = 'ctvbuyer';

/** The brand of the sign-in pages: the CTVBuyer brand when the origin contains its name. */
export function originBrand(origin = ''): Brand {
  return origin.toLowerCase().includes(CTV_BUYER_ORIGIN_MARK) ? CTV_BUYER_BRAND : DEFAULT_BRAND;
}

/** The parts of a network's brand it sets (network 3's CTVBuyer is data); unset parts fall back. */
export function networkBrand(
  brand: {
    title: string | null;
    favicon: string | null;
    logo: string | null;
    primaryColour: string | null;
  } | null,
  fallback: Brand,
): Brand {
  if (!brand) return fallback;
  return {
    title: brand.title ?? fallback.title,
    favicon: brand.favicon ?? fallback.favicon,
    logo: brand.logo,
    primaryColour: brand.primaryColour,
  };
}

export const showsSpecialHeader = (networkId: number | null | undefined): boolean =>
  networkId === CTV_BUYER_NETWORK_ID;
