export type Brand = { title: string; favicon: string };

export const DEFAULT_BRAND: Brand = { title: 'Adcast', favicon: '/favicon.ico' };
export const CTV_BUYER_BRAND: Brand = { title: 'CTVBuyer', favicon: '/favicon-ctvbuyer.ico' };
/** Network id 3 shows the CTVBuyer title and favicon, and a special header. */
export const CTV_BUYER_NETWORK_ID = 3;
const CTV_BUYER_ORIGIN_MARK = 'ctvbuyer';

/** The brand of a network; the CTVBuyer brand also when the origin contains its name. */
export function brandFor(networkId: number | null | undefined, origin = ''): Brand {
  if (networkId === CTV_BUYER_NETWORK_ID || origin.toLowerCase().includes(CTV_BUYER_ORIGIN_MARK)) {
    return CTV_BUYER_BRAND;
  }
  return DEFAULT_BRAND;
}

export const showsSpecialHeader = (networkId: number | null | undefined): boolean =>
  networkId === CTV_BUYER_NETWORK_ID;
