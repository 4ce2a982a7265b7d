import type { Asset } from '@adcast/domain/a2v/assets';
import { ASSET_SCREEN } from '@adcast/domain/a2v/assets';
import { A2V_API } from '@adcast/domain/a2v/paths';
import { RENDER_SCREEN, type Render, type RenderInput } from '@adcast/domain/a2v/renders';
import { type NetworkTemplate, TEMPLATE_MESSAGES, type TemplateLayout } from '@adcast/domain/a2v/templates';
import { TRANSCRIPT_MESSAGES, type Transcript, type TranscriptUpload } from '@adcast/domain/a2v/transcripts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifyError, toastingErrors } from '../../api/notify-error';
import { pollWhile } from '../../api/poll';
import { toast } from '../../api/toast-store';

export const A2V_KEY = ['a2v'] as const;
const ASSETS_KEY = [...A2V_KEY, 'assets'] as const;
type Page<T> = { content: T[]; totalElements: number };

const settled = (state: string) => state === 'READY' || state === 'FAILED';

/** A page of the audio assets the user sees, newest first; asked again while one is being probed. */
export const useAssetPage = (page: number, size: number, name: string) =>
  useQuery({
    queryKey: [...ASSETS_KEY, page, size, name],
    queryFn: toastingErrors(ASSET_SCREEN.errorFetching, () =>
      api.get<Page<Asset>>(A2V_API.assets, { query: { page, size, name: name || undefined } }),
    ),
    refetchInterval: pollWhile((data: Page<Asset>) =>
      data.content.some((asset) => !settled(asset.processing)),
    ),
  });

/** The latest renders, asked again while one is rendering or being checked. */
export const useRenderPage = (page: number, size: number) =>
  useQuery({
    queryKey: [...A2V_KEY, 'renders', page, size],
    queryFn: toastingErrors('Error occurred while fetching renders', () =>
      api.get<Page<Render>>(A2V_API.renders, { query: { page, size } }),
    ),
    refetchInterval: pollWhile((data: Page<Render>) =>
      data.content.some((render) => !settled(render.processing)),
    ),
  });

export function useStartRender(onStarted: (render: Render) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenderInput) => api.post<Render>(A2V_API.renders, input),
    onSuccess: (render) => {
      toast.success(RENDER_SCREEN.started);
      void queryClient.invalidateQueries({ queryKey: A2V_KEY });
      onStarted(render);
    },
    onError: (error) => notifyError(error, RENDER_SCREEN.errorSave),
  });
}

/** An asset's transcript cues, read when its dialog opens. */
export const useTranscript = (asset: Asset) =>
  useQuery({
    queryKey: [...ASSETS_KEY, asset.id, 'transcript', asset.transcript?.fileName, asset.transcript?.cueCount],
    queryFn: () => api.get<Transcript>(A2V_API.assetTranscript(asset.id)),
    enabled: asset.transcript !== null,
  });

/** Saves (PUT) or removes (DELETE) an asset's transcript; the asset list shows the result. */
export function useTranscriptChange(assetId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: TranscriptUpload | null) =>
      upload
        ? api.put<Asset>(A2V_API.assetTranscript(assetId), upload)
        : api.delete<Asset>(A2V_API.assetTranscript(assetId)),
    onSuccess: (_, upload) => {
      toast.success(upload ? TRANSCRIPT_MESSAGES.saved : TRANSCRIPT_MESSAGES.removed);
      void queryClient.invalidateQueries({ queryKey: ASSETS_KEY });
      onDone();
    },
    onError: (error) => notifyError(error, TRANSCRIPT_MESSAGES.errorSave),
  });
}

/** A network's layout (the user's own network when none is named). */
export const useNetworkTemplate = (networkId: number | null) =>
  useQuery({
    queryKey: [...A2V_KEY, 'template', networkId],
    queryFn: () =>
      api.get<NetworkTemplate>(A2V_API.networkTemplate, { query: { networkId: networkId ?? undefined } }),
  });

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { networkId: number; layout: TemplateLayout; version: number }) =>
      api.put<NetworkTemplate>(A2V_API.networkTemplateOf(input.networkId), {
        layout: input.layout,
        version: input.version,
      }),
    onSuccess: (saved) => {
      toast.success(TEMPLATE_MESSAGES.saved);
      queryClient.setQueryData([...A2V_KEY, 'template', saved.networkId], saved);
    },
    onError: (error) => notifyError(error, TEMPLATE_MESSAGES.errorSave),
  });
}

export { ASSETS_KEY };
