import { type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useWrite } from '../../resource/write-api';

export type ShareEntry = { id: number; pubShareType: string; value: number; day: string; createdOn: string };

/** An owner's share history (publisher or content owner), the latest day first. */
export const useShares = (queryKey: QueryKey, path: string) =>
  useQuery({ queryKey, queryFn: ({ signal }) => api.get<ShareEntry[]>(path, { signal }) });

/** Adding an entry: refreshes the owner (its share in force and version) and the lists. */
export const useShareWrite = (invalidate: readonly QueryKey[]) => useWrite<unknown>(invalidate);
