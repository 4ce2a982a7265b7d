import { ADS_TXT_API, type AdsTxtRow, type AdsTxtSubjectKind } from '@adcast/domain/ads-txt/ads-txt-status';
import type { Page } from '@adcast/domain/paging';
import { useQuery } from '@tanstack/react-query';
import { batchedLookup } from '../../api/batched-lookup';
import { api } from '../../api/client';

/** The rows a list page asks for in one render go out as one call. */
const rowOf = batchedLookup(async (kind: AdsTxtSubjectKind, ids: number[]) => {
  const page = await api.get<Page<AdsTxtRow>>(ADS_TXT_API.list, { query: { kind, ids, size: ids.length } });
  return new Map(page.content.map((row) => [row.id, row]));
});

/** One app's or domain's ads.txt row for a list's status column; null when it has none to show. */
export const useAdsTxtRow = (kind: AdsTxtSubjectKind, id: number) =>
  useQuery({ queryKey: ['ads-txt', 'row', kind, id], queryFn: () => rowOf(kind, id), staleTime: 30_000 });
