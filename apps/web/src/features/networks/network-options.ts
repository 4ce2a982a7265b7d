import { useMe } from '../../session/me';
import { useNetworks } from '../demand/partners/partner-api';

/** The network choices of a form: a user without a network may also choose none. */
export function useNetworkOptions() {
  const me = useMe();
  const networks = useNetworks();
  const options = (networks.data ?? []).map((network) => ({ key: network.id, label: network.name }));
  return me.network ? options : [{ key: '', label: 'No network' }, ...options];
}
