import type { FeedCreated } from '@adcast/domain/media/feeds';
import { MEDIA_API } from '@adcast/domain/media/paths';
import { MESSAGES } from '@adcast/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { notifyError } from '../../../api/notify-error';
import { useWrite } from '../../../resource/write-api';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { canPreview, type FeedForm } from './feed-rules';
import { VIDEOS_KEY } from './video-api';

/** 'Preview RSS count' for the URL and date-from once typing pauses; undefined until known. */
export function useFeedPreviewCount(form: FeedForm): number | undefined {
  const asked = useDebouncedValue({ url: form.url.trim(), dateFrom: form.dateFrom });
  const enabled = canPreview({ ...form, ...asked });
  const query = useQuery({
    queryKey: ['feed-preview', asked.url, asked.dateFrom],
    enabled,
    retry: false,
    queryFn: () =>
      api
        .post<{ count: number }>(MEDIA_API.feedPreview, {
          source: 'RSS',
          url: asked.url,
          ...(asked.dateFrom === '' ? {} : { dateFrom: asked.dateFrom }),
        })
        .catch((error: unknown) => {
          notifyError(error, MESSAGES.errorFeedCountPreview);
          throw error;
        }),
  });
  return enabled ? query.data?.count : undefined;
}

/**
 * 'Create feed': the ingest runs in the background (`importId` follows it, null when nothing is left
 * to read); the videos and collections lists refresh.
 */
export const useCreateFeed = () => useWrite<FeedCreated>([VIDEOS_KEY, ['collections']]);
