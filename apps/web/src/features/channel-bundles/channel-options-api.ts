import { CHANNELS_API, type Channel } from '@adcast/domain/media/channels';
import type { Page } from '@adcast/domain/paging';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** The live channels a bundle or a squeezeback source may name, as form choices (the first 1000). */
export function useChannelOptions() {
  const channels = useQuery({
    queryKey: ['channels', 'options'],
    queryFn: () => api.get<Page<Channel>>(CHANNELS_API.channels, { query: { size: 1000 } }),
  });
  return (channels.data?.content ?? []).map((channel) => ({ key: channel.id, label: channel.title }));
}
