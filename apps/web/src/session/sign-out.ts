import { queryClient } from '../api/query-client';
import { resetSideNav } from '../ui/side-nav-store';
import { applyBrand, signedOutBrand } from './brand';
import { setMask } from './mask-store';
import { clearToken } from './token';

/** Part 1 §4: logout clears the token, the user, the publisher and the mask. */
export function signOut(): void {
  clearToken();
  setMask(null);
  queryClient.cancelQueries();
  queryClient.clear();
  applyBrand(signedOutBrand());
  resetSideNav();
}
