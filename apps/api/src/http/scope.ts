import type { AuthContext } from './auth';

/** A network user sees only its network's rows: the id to filter by, or null for everyone else. */
export const networkScope = (auth: Pick<AuthContext, 'user'>): number | null => auth.user.network?.id ?? null;

/** The publishers a caller without publisher read may see: the mask's one, else all the user holds. */
export const ownPublisherIds = (auth: Pick<AuthContext, 'user' | 'mask'>): number[] =>
  auth.mask.publisherId !== undefined ? [auth.mask.publisherId] : auth.user.publisherIds;

/** The content owners a caller without content owner read may see: the mask's one, else the user's. */
export const ownContentOwnerIds = (auth: Pick<AuthContext, 'user' | 'mask'>): number[] =>
  auth.mask.contentOwnerId !== undefined ? [auth.mask.contentOwnerId] : auth.user.contentOwnerIds;
