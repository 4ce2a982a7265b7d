import { API } from '@adcast/domain/api-paths';
import { DEMAND_NOTICES } from '@adcast/domain/demand/notices';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { toastingErrors } from '../../../api/notify-error';

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
