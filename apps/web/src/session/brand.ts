import { type Brand, brandFor } from '@adcast/domain/brand';

/** The brand of the signed-in user's network, or of the origin before anyone signed in. */
export const brandOf = (networkId: number | null | undefined): Brand =>
  brandFor(networkId, window.location.origin);

/** Sets the page title and the favicon (part 1 §1: network 3 shows CTVBuyer). */
export function applyBrand(brand: Brand): void {
  document.title = brand.title;
  const link = document.querySelector<HTMLLinkElement>('link#favicon');
  if (link && link.getAttribute('href') !== brand.favicon) link.setAttribute('href', brand.favicon);
}
