import type { SimilarAdvertiser } from '@adcast/domain/campaigns/advertisers';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { SIMILAR_ADVERTISER_THRESHOLD } from '@adcast/domain/limits';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { advertiserResource } from './advertiser-resource';

/**
 * Advertisers already named like `name` (threshold 0.5, part 2 §9) in the network the new one goes
 * to: asked once the name has stayed the same for the search debounce.
 */
export function useSimilarAdvertisers(name: string, networkId: number | null) {
  const term = useDebouncedValue(name.trim());
  const similar = useQuery({
    queryKey: [advertiserResource.key, 'similar', term, networkId],
    enabled: term !== '',
    queryFn: () =>
      api.get<SimilarAdvertiser[]>(CAMPAIGN_API.similarAdvertisers, {
        query: {
          searchTerm: term,
          threshold: SIMILAR_ADVERTISER_THRESHOLD,
          networkIds: networkId === null ? undefined : [networkId],
        },
      }),
  });
  return similar.data ?? [];
}
