import { ADS_TXT_API, type AdsTxtRow, type AdsTxtSubjectKind } from '@adcast/domain/ads-txt/ads-txt-status';
import type { Page } from '@adcast/domain/paging';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

type Waiting = { id: number; resolve: (row: AdsTxtRow | null) => void; reject: (error: unknown) => void };
const waiting: Record<AdsTxtSubjectKind, Waiting[]> = { APP: [], DOMAIN: [] };

/** The rows a list page asks for in one render go out as one call. */
async function flush(kind: AdsTxtSubjectKind) {
  const batch = waiting[kind].splice(0);
  if (batch.length === 0) return;
  const ids = [...new Set(batch.map((each) => each.id))];
  try {
    const page = await api.get<Page<AdsTxtRow>>(ADS_TXT_API.list, { query: { kind, ids, size: ids.length } });
    for (const each of batch) each.resolve(page.content.find((row) => row.id === each.id) ?? null);
  } catch (error) {
    for (const each of batch) each.reject(error);
  }
}

const rowOf = (kind: AdsTxtSubjectKind, id: number) =>
  new Promise<AdsTxtRow | null>((resolve, reject) => {
    if (waiting[kind].length === 0) setTimeout(() => void flush(kind), 0);
    waiting[kind].push({ id, resolve, reject });
  });

/** One app's or domain's ads.txt row for a list's status column; null when it has none to show. */
export const useAdsTxtRow = (kind: AdsTxtSubjectKind, id: number) =>
  useQuery({ queryKey: ['ads-txt', 'row', kind, id], queryFn: () => rowOf(kind, id), staleTime: 30_000 });
