import { API } from '@adcast/domain/api-paths';
import { DEMAND_NOTICES } from '@adcast/domain/demand/notices';
import type { DemandPartner } from '@adcast/domain/demand/partners';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { oneQuery, pageQuery, statusCountsQuery } from '../../../api/list-queries';
import { toastingErrors } from '../../../api/notify-error';
import { type ListState, toListQuery } from '../../../ui/list-search';

export const PARTNERS_KEY = ['demand-partners'] as const;

export const usePartnerPage = (state: ListState) =>
  useQuery(
    pageQuery<DemandPartner>(
      PARTNERS_KEY,
      DEMAND_API.partners,
      toListQuery(state, 'displayName'),
      DEMAND_NOTICES.errorFetchingPartners,
    ),
  );

export const usePartnerCounts = (displayName: string) =>
  useQuery(
    statusCountsQuery(
      PARTNERS_KEY,
      DEMAND_API.partnerCounts,
      { displayName },
      DEMAND_NOTICES.errorFetchingPartners,
    ),
  );

export const usePartner = (id: number) =>
  useQuery(
    oneQuery<DemandPartner>(PARTNERS_KEY, DEMAND_API.partner(id), DEMAND_NOTICES.errorFetchingPartners),
  );

export interface NetworkOption {
  id: number;
  name: string;
}

/** The networks a partner may belong to (a network user gets only its own). */
export const useNetworks = () =>
  useQuery({
    queryKey: ['networks'],
    queryFn: toastingErrors(DEMAND_NOTICES.errorFetchingNetworks, () =>
      api.get<NetworkOption[]>(API.networks),
    ),
    staleTime: 5 * 60_000,
  });
