import type { Mask } from '@adcast/domain/masks';
import { MESSAGES } from '@adcast/domain/messages';
import type { Permission } from '@adcast/domain/permissions';
import { hasUsableRoles } from '@adcast/domain/roles';
import type { Me } from '@adcast/domain/user';
import { redirect } from '@tanstack/react-router';
import { returnUrlFor } from '../api/login-redirect';
import { currentMask, setMask } from '../api/mask-store';
import { queryClient } from '../api/query-client';
import { toast } from '../api/toast-store';
import { readToken } from '../api/token-store';
import {
  type AccessDecision,
  contentOwnerAreaAccess,
  publisherAreaAccess,
  shellAccess,
} from './access-decisions';
import { maskCan } from './can';
import { IdentityError } from './identity-error';
import { meQuery } from './me';
import { signOut } from './sign-out';

const toLogin = (href?: string) =>
  redirect({ to: '/login', search: { returnUrl: href && returnUrlFor(href) } });

/** Sign-out with a message, then the login page. */
function signOutTo(message: string, show: (text: string) => void) {
  show(message);
  signOut();
  return redirect({ to: '/login', search: {} });
}

/** Protected routes need a token and the user; a user with no usable role cannot go on (part 1 §6). */
export async function requireIdentity(href: string): Promise<Me> {
  if (!readToken()) throw toLogin(href);
  let me: Me;
  try {
    me = await queryClient.ensureQueryData(meQuery);
  } catch {
    // The client has already signed out on 401/403; only other failures block navigation here.
    if (!readToken()) throw toLogin(href);
    toast.error(MESSAGES.errorIdentityEstablishment);
    throw new IdentityError();
  }
  if (!hasUsableRoles(me.roles)) throw signOutTo(MESSAGES.wrongUserSetup, (text) => window.alert(text));
  return me;
}

const sameMask = (a: Mask | null, b: Mask) =>
  a?.role === b.role && a.publisherId === b.publisherId && a.contentOwnerId === b.contentOwnerId;

function apply(decision: AccessDecision): Mask {
  switch (decision.kind) {
    case 'allow':
      if (!sameMask(currentMask(), decision.mask)) setMask(decision.mask);
      return decision.mask;
    case 'redirect':
      throw redirect({ href: decision.to });
    case 'missing-publisher-id':
      throw signOutTo(MESSAGES.publisherIdMissing, toast.error);
  }
}

export const guardShell = (me: Me, pathname: string): Mask => apply(shellAccess(me, currentMask(), pathname));

/** A page that creates or changes records opens only for a mask that may do so; else Forbidden. */
export function requirePermission(mask: Mask, permission: Permission): void {
  if (!maskCan(mask, permission)) throw redirect({ to: '/forbidden', replace: true });
}

/** A non-numeric id is no publisher or content owner: back to the root. */
function idParam(value: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw redirect({ href: '/' });
  return id;
}

export const guardPublisherArea = (me: Me, idText: string): Mask =>
  apply(publisherAreaAccess(me, currentMask(), idParam(idText)));

export const guardContentOwnerArea = (me: Me, idText: string): Mask =>
  apply(contentOwnerAreaAccess(me, currentMask(), idParam(idText)));

/** Part 1 §6: a publisher that cannot be resolved signs the user out. */
export async function resolveOrSignOut<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    signOut();
    throw redirect({ to: '/login', search: {} });
  }
}
