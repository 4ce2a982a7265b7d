import type { CollectionVideo } from '@adcast/domain/catalogue/collections';
import { UPLOAD_PARTS } from '@adcast/domain/catalogue/images';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { COLLECTION_NOTICES } from '@adcast/domain/catalogue-screens';
import { MESSAGES } from '@adcast/domain/messages';
import type { Page } from '@adcast/domain/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../api/client';
import { notifyError, toastingErrors } from '../../../api/notify-error';
import { toast } from '../../../api/toast-store';

/** A collection's videos in their order (its editor lists them all; collections are hand-made and short). */
const VIDEOS_PAGE = { page: 0, size: 1000 };

const collectionVideosKey = (id: number) => ['collections', id, 'videos'] as const;

export const useCollectionVideos = (id: number) =>
  useQuery({
    queryKey: collectionVideosKey(id),
    queryFn: toastingErrors(COLLECTION_NOTICES.errorFetching, () =>
      api.get<Page<CollectionVideo>>(CATALOGUE_API.playlistVideos(id), { query: VIDEOS_PAGE }),
    ),
  });

/** Writes that change a collection: the collection, its list and the videos' collection counts refresh. */
function useCollectionWrite<V>(send: (variables: V) => Promise<unknown>, notice: string, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['collections'] });
      void queryClient.invalidateQueries({ queryKey: ['videos'] });
      toast.success(notice);
    },
    onError: (error) => notifyError(error, fallback),
  });
}

export const useAddCollectionVideos = (id: number) =>
  useCollectionWrite<number[]>(
    (videoIds) =>
      request(CATALOGUE_API.playlistVideos(id), { method: 'POST', body: { videoIds }, loader: true }),
    COLLECTION_NOTICES.videosAdded,
    COLLECTION_NOTICES.errorVideos,
  );

export const useRemoveCollectionVideo = (id: number) =>
  useCollectionWrite<number>(
    (videoId) =>
      request(CATALOGUE_API.playlistVideos(id), {
        method: 'DELETE',
        body: { videoIds: [videoId] },
        loader: true,
      }),
    COLLECTION_NOTICES.videoRemoved,
    COLLECTION_NOTICES.errorVideos,
  );

/** Part 2 §7 reorder: one video to a new position (0 first); the others shift. */
export const useMoveCollectionVideo = (id: number) =>
  useCollectionWrite<{ videoId: number; position: number }>(
    (move) => request(CATALOGUE_API.playlistPosition(id), { method: 'PUT', body: move, loader: true }),
    COLLECTION_NOTICES.videoMoved,
    COLLECTION_NOTICES.errorVideos,
  );

/** The collection's image or poster (part 1 §3: multipart). */
export const useCollectionImage = (id: number, kind: 'image' | 'poster') =>
  useCollectionWrite<File>(
    (file) => {
      const form = new FormData();
      form.append(UPLOAD_PARTS.file, file);
      const path = kind === 'image' ? CATALOGUE_API.playlistImage(id) : CATALOGUE_API.playlistPoster(id);
      return request(path, { method: 'PUT', body: form, loader: true });
    },
    MESSAGES.collectionUpdated,
    MESSAGES.errorCollectionUpdate,
  );
