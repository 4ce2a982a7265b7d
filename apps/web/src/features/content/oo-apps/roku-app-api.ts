import { UPLOAD_PARTS } from '@adcast/domain/catalogue/images';
import { OO_APP_CONTRACT } from '@adcast/domain/content/oo-apps/oo-app-contract';
import type { OoApp } from '@adcast/domain/content/oo-apps/oo-apps';
import { ROKU_APP_API } from '@adcast/domain/content/oo-apps/paths';
import {
  ROKU_APP_MESSAGES,
  type RokuAppJson,
  type RokuBuild,
  type RokuFeedStatus,
  type RokuImageKey,
} from '@adcast/domain/content/oo-apps/roku-app';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../api/client';
import { notifyError, toastingErrors } from '../../../api/notify-error';
import { saveTextFile } from '../../../api/save-file';
import { toast } from '../../../api/toast-store';

const { notices } = OO_APP_CONTRACT;
const buildsKey = (id: number) => [OO_APP_CONTRACT.key, 'roku-builds', id] as const;

/** A write of the app's Roku side: the app's queries refresh, then the notice or the server's error. */
function useRokuWrite<V>(send: (variables: V) => Promise<unknown>, notice: string = notices.updated) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [OO_APP_CONTRACT.key] });
      toast.success(notice);
    },
    onError: (error) => notifyError(error, notices.errorSave),
  });
}

/** One of the eight images (multipart, with the app's version). */
export const useRokuImage = (app: OoApp) =>
  useRokuWrite<{ key: RokuImageKey; file: File }>(({ key, file }) => {
    const form = new FormData();
    form.append(UPLOAD_PARTS.file, file);
    form.append('version', String(app.version));
    return request(ROKU_APP_API.image(app.id, key), { method: 'PUT', body: form, loader: true });
  });

export const useRokuAppJson = (app: OoApp) =>
  useRokuWrite<RokuAppJson>((appJson) =>
    api.put(ROKU_APP_API.appJson(app.id), { appJson, version: app.version }, { loader: true }),
  );

export const useRokuFeedStatus = (app: OoApp) =>
  useRokuWrite<RokuFeedStatus>((status) =>
    api.put(ROKU_APP_API.feedStatus(app.id), { status, version: app.version }, { loader: true }),
  );

/** The app's channel builds, newest first; asked again every 2 s while one is queued. */
export const useRokuBuilds = (id: number) =>
  useQuery<RokuBuild[]>({
    queryKey: buildsKey(id),
    queryFn: toastingErrors(notices.errorFetching, () => api.get<RokuBuild[]>(ROKU_APP_API.builds(id))),
    refetchInterval: (query) => (query.state.data?.some((build) => build.state === 'QUEUED') ? 2000 : false),
  });

/** 'Build channel': queues a package build. */
export function useBuildChannel(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RokuBuild>(ROKU_APP_API.builds(id), undefined, { loader: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: buildsKey(id) });
      toast.success(ROKU_APP_MESSAGES.buildQueued);
    },
    onError: (error) => notifyError(error, ROKU_APP_MESSAGES.buildFailed),
  });
}

/** Saves a built package (a zip) as a file. */
export async function downloadPackage(build: RokuBuild, fileName: string): Promise<void> {
  if (!build.packageUrl) return;
  const zip = await api.get<Blob>(build.packageUrl, { asBlob: true, loader: true });
  saveTextFile(zip, fileName, 'application/zip');
}
