import { MARKETPLACE_API } from '@adcast/domain/marketplace/paths';
import type { MarketplaceExchange } from '@adcast/domain/marketplace/supply-packages';
import { withQuery } from '@adcast/domain/query';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastingErrors } from '../../api/notify-error';
import { supplyPackageResource } from './supply-package-resource';

/** What a network offers on the marketplace and what other networks offer it. */
export const useMarketplaceExchange = (networkId: number | null) =>
  useQuery({
    queryKey: [supplyPackageResource.key, 'marketplace', networkId],
    enabled: networkId !== null,
    queryFn: toastingErrors(supplyPackageResource.notices.errorFetching, () =>
      api.get<MarketplaceExchange>(
        withQuery(MARKETPLACE_API.exchange, { networkId: networkId ?? undefined }),
      ),
    ),
  });
