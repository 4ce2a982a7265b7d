import { platformSellerDomain } from '@adcast/domain/ads-txt/seller-lines';
import { partnerSystemDomain } from '@adcast/domain/supply-chain/partner-sellers-json';
import type { PartnerSellersJsonStateDto, SupplyChainRow } from '@adcast/domain/supply-chain/supply-chain';
import {
  type Mismatch,
  ourEntryAtPartner,
  type PartnerSellersJsonState,
  pairMismatches,
  partnerMismatches,
} from '@adcast/domain/supply-chain/supply-chain-check';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connections } from '../../db/schema/demand';
import { placements } from '../../db/schema/inventory';
import {
  type ChainFile,
  type ChainPartner,
  chainConnections,
  chainFiles,
  chainPartners,
  chainPublishers,
} from '../../db/supply-chain';
import type { AuthContext } from '../../http/auth';
import { networkFilter } from '../../http/scope-filter';

export type PartnerSide = {
  partner: ChainPartner;
  state: PartnerSellersJsonState;
  dto: PartnerSellersJsonStateDto;
  mismatches: Mismatch[];
};

/** A partner's sellers.json as the check reads it and as the panel shows it. */
export function partnerSide(partner: ChainPartner): PartnerSide {
  const kept = partner.sellersJson;
  const state: PartnerSellersJsonState = {
    domain: kept ? partnerSystemDomain(kept.url) : null,
    accountId: kept?.accountId ?? null,
    status: kept?.status ?? 'NOT_SET',
    reason: kept?.reason ?? null,
    sellers: kept?.sellers ?? null,
  };
  const dto: PartnerSellersJsonStateDto = {
    url: kept?.url ?? null,
    domain: state.domain,
    accountId: state.accountId,
    status: state.status,
    reason: state.reason,
    fetchedAt: kept?.fetchedAt?.toISOString() ?? null,
    sellerCount: state.sellers?.length ?? null,
    ourEntry: ourEntryAtPartner(state),
  };
  return { partner, state, dto, mismatches: partnerMismatches(state) };
}

const fileLabel = (file: ChainFile) => file.name;

/**
 * The supply chain of every (publisher, partner) pair a connection joins, for the partners or
 * publishers named, within the caller's reach (`everyNetwork`: the whole platform's, as the kept
 * flags count): a row each, with its mismatches (the partner's own sellers.json ones included);
 * `pairCounts` says how many of each row's are the pair's own.
 */
export async function supplyChainRows(
  db: Db,
  publicUrl: string,
  reach: AuthContext | 'everyNetwork',
  side: { partnerIds: readonly number[] } | { publisherIds: readonly number[] },
): Promise<{ rows: SupplyChainRow[]; pairCounts: number[] }> {
  const platformDomain = platformSellerDomain(publicUrl);
  const visible =
    reach === 'everyNetwork'
      ? undefined
      : and(networkFilter(placements.networkId, reach), networkFilter(connections.networkId, reach));
  const links = await chainConnections(db, side, visible);
  const publisherIds = [...new Set(links.map((link) => link.publisherId))];
  const partnerIds = [...new Set(links.map((link) => link.partnerId))];
  const [publishers, partners, files] = await Promise.all([
    chainPublishers(db, publisherIds),
    chainPartners(db, partnerIds),
    chainFiles(db, publisherIds),
  ]);
  const rows: SupplyChainRow[] = [];
  const pairCounts: number[] = [];
  for (const partner of partners) {
    const partnerState = partnerSide(partner);
    for (const publisher of publishers) {
      const carried = links.filter(
        (link) => link.partnerId === partner.id && link.publisherId === publisher.id,
      );
      if (carried.length === 0) continue;
      const own = files.filter((file) => file.publisherId === publisher.id);
      const named = new Set(
        [platformDomain, partnerState.state.domain, ...carried.map((link) => link.schainAsi)]
          .filter((domain): domain is string => domain !== null)
          .map((domain) => domain.toLowerCase()),
      );
      const pair = pairMismatches({
        platformDomain,
        seller: publisher.seller,
        files: own.map((file) => ({
          label: fileLabel(file),
          records: file.outcome === 'FILE' ? (file.records ?? []) : file.outcome === 'NO_FILE' ? [] : null,
          reason: file.reason ?? (file.crawledAt === null ? 'never crawled' : null),
        })),
        connections: carried,
        partner: partnerState.state,
      });
      pairCounts.push(pair.length);
      rows.push({
        publisher: { id: publisher.id, name: publisher.name },
        partner: { id: partner.id, name: partner.name },
        ourEntry: publisher.seller,
        files: own.map((file) => ({
          kind: file.kind,
          id: file.id,
          name: file.name,
          url: file.url,
          crawledAt: file.crawledAt?.toISOString() ?? null,
          read: file.outcome === 'FILE' || file.outcome === 'NO_FILE',
          lines: (file.records ?? []).filter((record) => named.has(record.domain.toLowerCase())),
        })),
        connections: carried.map(({ id, name, schainAsi }) => ({ id, name, schainAsi })),
        partnerSellersJson: partnerState.dto,
        mismatches: [...partnerState.mismatches, ...pair],
      });
    }
  }
  return { rows, pairCounts };
}
