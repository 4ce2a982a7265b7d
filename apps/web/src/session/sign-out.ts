import { API } from '@adcast/domain/api-paths';
import { setMask } from '../api/mask-store';
import { queryClient } from '../api/query-client';
import { resetSideNav } from '../api/side-nav-store';
import { clearToken, readToken } from '../api/token-store';
import { applyBrand, signedOutBrand } from './brand';

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
