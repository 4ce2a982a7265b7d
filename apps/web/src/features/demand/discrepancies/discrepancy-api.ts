import type { DiscrepancyQueryInput, DiscrepancyResult } from '@adcast/domain/demand/revenue/discrepancy';
import type {
  Follow,
  RevenueImport,
  RevenueImportPreview,
  SupportedImport,
} from '@adcast/domain/demand/revenue/imports';
import { DP_REVENUE_API } from '@adcast/domain/demand/revenue/paths';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../api/client';
import { notifyError } from '../../../api/notify-error';
import { saveTextFile } from '../../../api/save-file';
import { toast } from '../../../api/toast-store';
import { useWrite } from '../../../resource/write-api';

const KEY = ['discrepancies'] as const;

export const discrepancyQuery = (query: DiscrepancyQueryInput) =>
  queryOptions({
    queryKey: [...KEY, query],
    queryFn: ({ signal }) => api.post<DiscrepancyResult>(DP_REVENUE_API.discrepancy, query, { signal }),
    placeholderData: keepPreviousData,
  });

/** The comparison as the server writes it to CSV, saved as a file. */
export async function exportDiscrepancies(query: DiscrepancyQueryInput): Promise<void> {
  const csv = await api.post<string | Blob>(DP_REVENUE_API.discrepancyExport, query, { loader: true });
  saveTextFile(csv, `discrepancies-${query.dateFrom}-${query.dateTo}.csv`);
}

const followKey = (dpId: number) => [...KEY, 'follow', dpId] as const;
export const useFollowing = (dpId: number) =>
  useQuery({ queryKey: followKey(dpId), queryFn: () => api.get<Follow>(DP_REVENUE_API.follow(dpId)) });
export const useFollowWrite = (dpId: number) => useWrite<Follow>([followKey(dpId)]);

const formatsKey = (dpId: number) => [...KEY, 'formats', dpId] as const;
export const useSupportedImports = (dpId: number) =>
  useQuery({
    queryKey: formatsKey(dpId),
    queryFn: () => api.get<SupportedImport[]>(DP_REVENUE_API.supportedImports(dpId)),
  });
export const useSupportedImportWrite = (dpId: number) => useWrite<SupportedImport>([formatsKey(dpId)]);

const importsKey = (dpId: number) => [...KEY, 'imports', dpId] as const;
const reading = (item: { status: string }) => item.status === 'READING';

/** The partner's imports; polled each second while one is being read. */
export const useRevenueImports = (dpId: number) =>
  useQuery({
    queryKey: importsKey(dpId),
    queryFn: () => api.get<RevenueImport[]>(DP_REVENUE_API.revenueImports(dpId)),
    refetchInterval: (query) => (query.state.data?.some(reading) ? 1000 : false),
  });

export const useRevenueImportPreview = (dpId: number, id: number | null) =>
  useQuery({
    queryKey: [...importsKey(dpId), id],
    queryFn: () => api.get<RevenueImportPreview>(DP_REVENUE_API.revenueImport(dpId, id as number)),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && reading(query.state.data) ? 1000 : false),
  });

export const useRevenueImportWrite = (dpId: number) => useWrite<RevenueImport>([importsKey(dpId), KEY]);

/** Sends the partner's file (multipart) in one of its formats; the server reads it in the background. */
export function useRevenueUpload(dpId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ formatId, file }: { formatId: number; file: File }) => {
      const form = new FormData();
      form.append('supportedImportId', String(formatId));
      form.append('file', file);
      return request<RevenueImport>(DP_REVENUE_API.revenueImports(dpId), {
        method: 'POST',
        body: form,
        loader: true,
      });
    },
    onSuccess: (started) => {
      void client.invalidateQueries({ queryKey: importsKey(dpId) });
      toast.success(
        started.status === 'READING' ? 'The file is being read' : 'This file was imported already',
      );
    },
    onError: (error) => notifyError(error, 'The file could not be uploaded'),
  });
}
