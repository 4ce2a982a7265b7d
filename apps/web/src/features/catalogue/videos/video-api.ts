import { UPLOAD_PARTS } from '@adcast/domain/catalogue/images';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import type {
  AddToCollections,
  VideoBulkEdit,
  VideoChanges,
  VideoIdsBody,
  VideoUpdate,
} from '@adcast/domain/catalogue/video-writes';
import { type Video, type VideoListSearch, videoQueryOf } from '@adcast/domain/catalogue/videos';
import { OWNER_VIDEO_MESSAGES } from '@adcast/domain/catalogue-screens';
import { MESSAGES } from '@adcast/domain/messages';
import type { QueryObject } from '@adcast/domain/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../api/client';
import { downloadListCsv } from '../../../api/list-actions';
import { pageQuery } from '../../../api/list-queries';
import { notifyError, toastingErrors } from '../../../api/notify-error';
import { toast } from '../../../api/toast-store';

/** Whose videos a table lists: every video the user may see, or one publisher's or content owner's. */
export type VideoScope =
  | { kind: 'all' }
  | { kind: 'publisher'; id: number }
  | { kind: 'contentOwner'; id: number };

export const VIDEOS_KEY = ['videos'] as const;

export const listPathOf = (scope: VideoScope) =>
  scope.kind === 'publisher'
    ? CATALOGUE_API.publisherVideos(scope.id)
    : scope.kind === 'contentOwner'
      ? CATALOGUE_API.contentOwnerVideos(scope.id)
      : CATALOGUE_API.videos;

/** One page of videos for the table's filters (part 2 §2). */
/** Every video of the table's filter as CSV (all pages). */
export const exportVideos = (scope: VideoScope, search: VideoListSearch) =>
  downloadListCsv(listPathOf(scope), videoQueryOf(search) as QueryObject, 'videos.csv').catch(
    (error: unknown) => notifyError(error, MESSAGES.errorFetchingVideos),
  );

export const useVideoPage = (scope: VideoScope, search: VideoListSearch) =>
  useQuery(
    pageQuery<Video>(
      VIDEOS_KEY,
      listPathOf(scope),
      videoQueryOf(search) as QueryObject,
      MESSAGES.errorFetchingVideos,
    ),
  );

/** One video, fresh (the preview dialog and the metadata form edit its latest version). */
export const useVideo = (id: number | null) =>
  useQuery({
    queryKey: [...VIDEOS_KEY, 'one', id],
    queryFn: toastingErrors(MESSAGES.errorFetchingVideo, () => api.get<Video>(CATALOGUE_API.video(id ?? 0))),
    enabled: id !== null,
  });

interface Write<V> {
  send: (variables: V) => Promise<unknown>;
  notice: string;
  fallback: string;
}

/** A catalogue write under the page loader: refreshes the videos and collections, then says how it went. */
function useCatalogueWrite<V>({ send, notice, fallback }: Write<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: VIDEOS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['collections'] });
      toast.success(notice);
    },
    onError: (error) => notifyError(error, fallback),
  });
}

/** Part 2 §7 bulk edit: JSON, or multipart with the request and the thumbnail file. */
export const useBulkEdit = () =>
  useCatalogueWrite<{ edit: VideoBulkEdit; thumbnail: File | null }>({
    send: ({ edit, thumbnail }) => {
      if (!thumbnail)
        return request<VideoChanges>(CATALOGUE_API.videosBulkUpdate, {
          method: 'PUT',
          body: edit,
          loader: true,
        });
      const form = new FormData();
      // A plain field, not a file part: the server reads the request as text.
      form.append(UPLOAD_PARTS.bulkRequest, JSON.stringify(edit));
      form.append(UPLOAD_PARTS.bulkThumbnail, thumbnail);
      return request<VideoChanges>(CATALOGUE_API.videosBulkUpdate, {
        method: 'PUT',
        body: form,
        loader: true,
      });
    },
    notice: MESSAGES.videosEdited,
    fallback: MESSAGES.errorPublisherUpdating,
  });

export const useAddToCollections = () =>
  useCatalogueWrite<AddToCollections>({
    send: (body) => request(CATALOGUE_API.videosToPlaylists, { method: 'POST', body, loader: true }),
    notice: MESSAGES.videosAddedToCollections,
    fallback: MESSAGES.errorAddVideosToCollections,
  });

export const useRemoveOwner = () =>
  useCatalogueWrite<VideoIdsBody>({
    send: (body) => request(CATALOGUE_API.videosOwner, { method: 'DELETE', body, loader: true }),
    notice: MESSAGES.ownerRemoved,
    fallback: MESSAGES.errorRemovingOwner,
  });

/** The Metadata dialog and the preview's description: a single video's fields (part 2 §7). */
export const useVideoUpdate = (notice: string = MESSAGES.metadataUpdated) =>
  useCatalogueWrite<{ id: number; update: VideoUpdate }>({
    send: ({ id, update }) => request(CATALOGUE_API.video(id), { method: 'PUT', body: update, loader: true }),
    notice,
    fallback: MESSAGES.errorPublisherUpdating,
  });

export const useThumbnailUpload = () =>
  useCatalogueWrite<{ id: number; file: File }>({
    send: ({ id, file }) => {
      const form = new FormData();
      form.append(UPLOAD_PARTS.file, file);
      return request(CATALOGUE_API.videoThumb(id), { method: 'PUT', body: form, loader: true });
    },
    notice: MESSAGES.thumbnailUpdated,
    fallback: MESSAGES.errorUpdatingThumbnail,
  });

/** A content owner's details: the chosen videos become its own. */
export const useAddOwnerToVideos = (contentOwnerId: number) =>
  useCatalogueWrite<VideoIdsBody>({
    send: (body) =>
      request(CATALOGUE_API.contentOwnerVideosOwner(contentOwnerId), { method: 'PUT', body, loader: true }),
    notice: MESSAGES.videosEdited,
    fallback: MESSAGES.errorAddOwnerToVideo,
  });

/** A content owner's details: its chosen videos are deleted (its files stay while another video refers to them). */
export const useDeleteOwnerVideos = (contentOwnerId: number) =>
  useCatalogueWrite<VideoIdsBody>({
    send: (body) =>
      request(CATALOGUE_API.contentOwnerVideos(contentOwnerId), { method: 'DELETE', body, loader: true }),
    notice: OWNER_VIDEO_MESSAGES.deleted,
    fallback: OWNER_VIDEO_MESSAGES.errorDeleting,
  });
