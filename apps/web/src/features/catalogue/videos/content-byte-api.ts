import type { Video } from '@adcast/domain/catalogue/videos';
import { CONTENT_BYTE_API } from '@adcast/domain/media/content-bytes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { toastingErrors } from '../../../api/notify-error';
import { VIDEOS_KEY } from './video-api';

/** A page of the content bytes the user may see, newest first (under the videos' key: uploads refresh it). */
export const useContentBytePage = (page: number, size: number) =>
  useQuery({
    queryKey: [...VIDEOS_KEY, 'content-bytes', page, size],
    queryFn: toastingErrors('Error occurred while fetching content bytes', () =>
      api.get<{ content: Video[]; totalElements: number }>(CONTENT_BYTE_API.list, { query: { page, size } }),
    ),
  });
