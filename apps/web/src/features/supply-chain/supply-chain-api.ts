import {
  SUPPLY_CHAIN_API,
  type SupplyChainFlags,
  type SupplyChainPanel,
  type SupplyChainSubjectKind,
} from '@adcast/domain/supply-chain/supply-chain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchedLookup } from '../../api/batched-lookup';
import { api } from '../../api/client';
import { pollWhile } from '../../api/poll';
import type { WriteRequest } from '../../resource/write-api';

export const SUPPLY_CHAIN_KEY = ['supply-chain'] as const;

/** A partner's or publisher's panel; asked again while the partner's sellers.json is being fetched. */
export const supplyChainQuery = (kind: SupplyChainSubjectKind, id: number) =>
  queryOptions({
    queryKey: [...SUPPLY_CHAIN_KEY, kind, id],
    queryFn: ({ signal }) =>
      api.get<SupplyChainPanel>(
        kind === 'PARTNER' ? SUPPLY_CHAIN_API.partner(id) : SUPPLY_CHAIN_API.publisher(id),
        { signal },
      ),
    refetchInterval: pollWhile<SupplyChainPanel>((panel) => panel.partnerSellersJson?.status === 'QUEUED'),
  });

const flagOf = batchedLookup(async (kind: SupplyChainSubjectKind, ids: number[]) => {
  const { flags } = await api.get<SupplyChainFlags>(SUPPLY_CHAIN_API.flags, { query: { kind, ids } });
  return new Map(flags.map((flag) => [flag.id, flag.mismatches]));
});

/** How many supply-chain mismatches one list row has (null: none to show). */
export const useMismatchFlag = (kind: SupplyChainSubjectKind, id: number) =>
  useQuery({
    queryKey: [...SUPPLY_CHAIN_KEY, 'flag', kind, id],
    queryFn: () => flagOf(kind, id),
    staleTime: 30_000,
  });

export const sellersJsonSourceRequest = (
  partnerId: number,
  body: { url: string; accountId: string },
): WriteRequest => ({
  method: 'PUT',
  path: SUPPLY_CHAIN_API.partnerSellersJson(partnerId),
  body,
  notice: "The partner's sellers.json is being fetched",
  fallback: 'Error while saving the sellers.json address',
});

export const fetchNowRequest = (partnerId: number): WriteRequest => ({
  method: 'POST',
  path: SUPPLY_CHAIN_API.partnerFetch(partnerId),
  body: {},
  notice: "The partner's sellers.json is being fetched",
  fallback: "Error while fetching the partner's sellers.json",
});
