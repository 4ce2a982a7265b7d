import { API } from '@adcast/domain/api-paths';
import { type Me, MeSchema } from '@adcast/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { api } from '../api/client';

export const ME_QUERY_KEY = ['me'] as const;

export const meQuery = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: async ({ signal }): Promise<Me> => MeSchema.parse(await api.get(API.me, { signal })),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The cached user; only the guards fetch it, so a sign-out never triggers a new call from a view. */
export const useCachedMe = (): Me | undefined => useQuery({ ...meQuery, enabled: false }).data;

export const MeContext = createContext<Me | null>(null);

/** The signed-in user inside the authenticated routes. */
export function useMe(): Me {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe is only available inside the authenticated routes');
  return me;
}
