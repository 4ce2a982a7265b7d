import type { VideoUpdate } from '@adcast/domain/catalogue/video-writes';
import type { Video } from '@adcast/domain/catalogue/videos';
import { CONTENT_BYTE_API, CONTENT_BYTE_MESSAGES } from '@adcast/domain/media/content-bytes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { notifyError, toastingErrors } from '../../../api/notify-error';
import { toast } from '../../../api/toast-store';
import { VIDEOS_KEY } from './video-api';

/** A page of the content bytes the user may see, newest first (under the videos' key: uploads refresh it). */
export const useContentBytePage = (page: number, size: number) =>
  useQuery({
    queryKey: [...VIDEOS_KEY, 'content-bytes', page, size],
    queryFn: toastingErrors('Error occurred while fetching content bytes', () =>
      api.get<{ content: Video[]; totalElements: number }>(CONTENT_BYTE_API.list, { query: { page, size } }),
    ),
  });

/**
 * PUT /api/cb/{id}: a content byte's fields over the version the user opened (a stale one is the
 * server's 409, shown as it words it, and the dialog stays open to reload).
 */
export function useContentByteUpdate(onSaved: (video: Video) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: VideoUpdate }) =>
      api.put<Video>(CONTENT_BYTE_API.one(id), update),
    onSuccess: (video) => {
      toast.success(CONTENT_BYTE_MESSAGES.updated);
      void queryClient.invalidateQueries({ queryKey: VIDEOS_KEY });
      onSaved(video);
    },
    onError: (error) => notifyError(error, CONTENT_BYTE_MESSAGES.errorUpdating),
  });
}
