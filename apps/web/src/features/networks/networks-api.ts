import { MESSAGES } from '@adcast/domain/messages';
import {
  NETWORK_NOTICES,
  type Network,
  type NetworkDetails,
  type NetworkInput,
} from '@adcast/domain/networks/networks';
import { NETWORKS_API } from '@adcast/domain/networks/paths';
import { PUBLISHERS_API } from '@adcast/domain/publishers/paths';
import type { Publisher } from '@adcast/domain/publishers/publishers';
import { useQuery } from '@tanstack/react-query';
import type { LinkOptions } from '@tanstack/react-router';
import { api } from '../../api/client';
import { pageQuery } from '../../api/list-queries';
import { toastingErrors } from '../../api/notify-error';
import { useSaveThenOpen, type WriteRequest } from '../../resource/write-api';

const NETWORKS_KEY = ['networks'] as const;

/** The networks the mask may see (an admin: all; a network user: its own). */
export const useNetworkList = () =>
  useQuery({
    queryKey: NETWORKS_KEY,
    queryFn: toastingErrors(NETWORK_NOTICES.errorFetching, () => api.get<Network[]>(NETWORKS_API.networks)),
  });

export const useNetwork = (id: number) =>
  useQuery({
    queryKey: [...NETWORKS_KEY, 'one', id],
    queryFn: toastingErrors(NETWORK_NOTICES.errorFetching, () =>
      api.get<NetworkDetails>(NETWORKS_API.network(id)),
    ),
  });

export const networkWrites = {
  create: (input: NetworkInput): WriteRequest => ({
    method: 'POST',
    path: NETWORKS_API.networks,
    body: input,
    notice: NETWORK_NOTICES.created,
    fallback: NETWORK_NOTICES.errorSave,
  }),
  update: (network: NetworkDetails, input: NetworkInput): WriteRequest => ({
    method: 'PUT',
    path: NETWORKS_API.network(network.id),
    body: { ...input, version: network.version },
    notice: NETWORK_NOTICES.updated,
    fallback: NETWORK_NOTICES.errorSave,
  }),
};

/** A network save that then opens the saved network; the brand of its users follows on their next load. */
export const useNetworkSave = () =>
  useSaveThenOpen<NetworkDetails>(
    [NETWORKS_KEY, ['my-brand']],
    (saved): LinkOptions => ({ to: '/networks/$id', params: { id: saved.id } }),
  );

/** One page of a network's publishers (part 2 §7 publisher list: networkIds, page, size). */
export const useNetworkPublishers = (networkId: number, page: number, size: number) =>
  useQuery(
    pageQuery<Publisher>(
      ['publishers'],
      PUBLISHERS_API.publishers,
      { networkIds: [networkId], page, size },
      MESSAGES.errorFetchingPublishers,
    ),
  );
