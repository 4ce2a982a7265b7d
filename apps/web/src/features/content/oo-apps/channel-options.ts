import { useChannelPage } from '../../channels/channel-api';

/** The live channels an app may carry, as choices (the first 100, by the channels list's order). */
export function useChannelOptions() {
  const page = useChannelPage(0, 100);
  return {
    options: (page.data?.content ?? []).map((channel) => ({ key: channel.id, label: channel.title })),
    loading: page.isPending,
  };
}
