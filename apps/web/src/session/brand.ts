import { type Brand, networkBrand, originBrand } from '@adcast/domain/brand';
import type { NetworkBrand } from '@adcast/domain/networks/networks';
import { NETWORKS_API } from '@adcast/domain/networks/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useCachedMe } from './me';

/** The brand of the pages before anyone signed in (the origin may name one). */
export const signedOutBrand = (): Brand => originBrand(window.location.origin);

const myBrandQuery = queryOptions({
  queryKey: ['my-brand'],
  queryFn: ({ signal }) => api.get<NetworkBrand | null>(NETWORKS_API.myBrand, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The signed-in user's brand: its network's, as data from `GET /api/networks/my-brand`. */
export function useBrand(): Brand {
  const me = useCachedMe();
  const { data } = useQuery({ ...myBrandQuery, enabled: Boolean(me?.network) });
  return networkBrand(me?.network ? (data ?? null) : null, signedOutBrand());
}

let brandTitle = signedOutBrand().title;
let pageName: string | undefined;

const showTitle = () => {
  document.title = pageName ? `${pageName} · ${brandTitle}` : brandTitle;
};

/** The tab names the page and the brand ('Demand connections · Adcast'); no page: the brand alone. */
export function setPageTitle(page?: string): void {
  pageName = page;
  showTitle();
}

/** Sets the page title and the favicon of the brand. */
export function applyBrand(brand: Brand): void {
  brandTitle = brand.title;
  showTitle();
  const link = document.querySelector<HTMLLinkElement>('link#favicon');
  if (link && link.getAttribute('href') !== brand.favicon) link.setAttribute('href', brand.favicon);
}
