import { type Brand, brandFor } from '@adcast/domain/brand';

/** The brand of the signed-in user's network, or of the origin before anyone signed in. */
export const brandOf = (networkId: number | null | undefined): Brand =>
  brandFor(networkId, window.location.origin);

let brandTitle = brandOf(null).title;
let pageName: string | undefined;

const showTitle = () => {
  document.title = pageName ? `${pageName} · ${brandTitle}` : brandTitle;
};

/** The tab names the page and the brand ('Demand connections · Adcast'); no page: the brand alone. */
export function setPageTitle(page?: string): void {
  pageName = page;
  showTitle();
}

/** Sets the page title and the favicon (part 1 §1: network 3 shows CTVBuyer). */
export function applyBrand(brand: Brand): void {
  brandTitle = brand.title;
  showTitle();
  const link = document.querySelector<HTMLLinkElement>('link#favicon');
  if (link && link.getAttribute('href') !== brand.favicon) link.setAttribute('href', brand.favicon);
}
