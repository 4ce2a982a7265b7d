import { API } from '@adcast/domain/api-paths';
import { DEMAND_NOTICES } from '@adcast/domain/demand/notices';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { toastingErrors } from '../api/notify-error';
import { useMe } from '../session/me';

export interface NetworkOption {
  id: number;
  name: string;
}

/** The networks a record may belong to (a network user gets only its own). */
export const useNetworks = () =>
  useQuery({
    queryKey: ['networks'],
    queryFn: toastingErrors(DEMAND_NOTICES.errorFetchingNetworks, () =>
      api.get<NetworkOption[]>(API.networks),
    ),
    staleTime: 5 * 60_000,
  });

/** The network choices of a form: a user without a network may also choose none (key ''). */
export function useNetworkOptions() {
  const me = useMe();
  const networks = useNetworks();
  const options = (networks.data ?? []).map((network) => ({ key: network.id, label: network.name }));
  return me.network ? options : [{ key: '' as const, label: 'No network' }, ...options];
}
