import { API } from '@adcast/domain/api-paths';
import { queryClient } from '../api/query-client';
import { resetSideNav } from '../ui/side-nav-store';
import { applyBrand, signedOutBrand } from './brand';
import { setMask } from './mask-store';
import { clearToken, readToken } from './token';

/** Asks the server to end the token, so a copy of it no longer works either; the page does not wait. */
function endSession(token: string): void {
  fetch(API.logout, { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(
    () => undefined, // a token the server already refuses needs no ending
  );
}

/** Part 1 §4: logout clears the token, the user, the publisher and the mask, and ends the token on the server. */
export function signOut(): void {
  const token = readToken();
  if (token) endSession(token);
  clearToken();
  setMask(null);
  queryClient.cancelQueries();
  queryClient.clear();
  applyBrand(signedOutBrand());
  resetSideNav();
}
