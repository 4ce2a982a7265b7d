import type { AuthContext } from './auth';

/** A network user sees only its network's rows: the id to filter by, or null for everyone else. */
export const networkScope = (auth: Pick<AuthContext, 'user'>): number | null => auth.user.network?.id ?? null;
