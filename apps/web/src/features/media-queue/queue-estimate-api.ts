import { MIXER_API, type QueueEstimate } from '@adcast/domain/media/queue-estimate';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** The wait before a new media job starts; asked again each minute while shown, quietly (a hint, not a page). */
export const useQueueEstimate = () =>
  useQuery({
    queryKey: ['media-queue', 'estimate'],
    queryFn: () => api.get<QueueEstimate>(MIXER_API.queueEstimate),
    refetchInterval: 60_000,
    retry: false,
  });
