import type { OnboardingStage, PublisherModel } from '@adcast/domain/enumerations';
import { PUBLISHER_CONTRACT } from '@adcast/domain/publishers/publisher-contract';
import { PUBLISHER_MESSAGES, type Publisher, type SellerType } from '@adcast/domain/publishers/publishers';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currentShareOf } from '../../db/owner-shares';
import { networks, publishers } from '../../db/schema/tenancy';
import { textKey } from '../../db/sorting';
import { supplyChainFilterWhere } from '../../db/supply-chain-flags';
import { ownPublisherIds } from '../../http/scope';
import { ownersVisibleTo } from '../../http/scope-filter';
import { defineRecord } from '../../records/definition';
import { networkOf } from '../../records/network-choice';

export const PUBLISHER = defineRecord(PUBLISHER_CONTRACT, {
  table: publishers,
  select: (db: Db) =>
    db
      .select({
        id: publishers.id,
        name: publishers.name,
        status: publishers.status,
        networkId: publishers.networkId,
        networkName: networks.name,
        secondaryId: publishers.secondaryId,
        publisherModel: publishers.publisherModel,
        costCpm: publishers.costCpm,
        contactName: publishers.contactName,
        contactEmail: publishers.contactEmail,
        onboardingStage: publishers.onboardingStage,
        share: currentShareOf<PublisherModel>('publisher'),
        sellerId: publishers.sellerId,
        sellerDomain: publishers.sellerDomain,
        sellerType: publishers.sellerType,
        sellerConfidential: publishers.sellerConfidential,
        createdOn: publishers.createdOn,
        updatedOn: publishers.updatedOn,
        version: publishers.version,
      })
      .from(publishers)
      .leftJoin(networks, eq(networks.id, publishers.networkId))
      .$dynamic(),
  toDto: (row): Publisher => ({
    id: row.id,
    name: row.name,
    status: row.status as Publisher['status'],
    network: networkOf(row),
    secondaryId: row.secondaryId,
    publisherModel: row.publisherModel as PublisherModel,
    costCpm: row.costCpm,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    onboardingStage: row.onboardingStage as OnboardingStage,
    share: row.share ? { ...row.share, value: Number(row.share.value) } : null,
    seller: row.sellerId
      ? {
          sellerId: row.sellerId,
          name: row.name,
          domain: row.sellerDomain,
          sellerType: row.sellerType as SellerType,
          confidential: row.sellerConfidential,
        }
      : null,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    version: row.version,
  }),
  // A caller without publisher read (a publisher user) sees only its own.
  visibleTo: (auth, networkIds) =>
    ownersVisibleTo(
      publishers,
      { permission: PUBLISHER_CONTRACT.permissions.read, own: ownPublisherIds(auth) },
      auth,
      networkIds,
    ),
  networkOf: (publisher) => publisher.network?.id ?? null,
  sortKeys: {
    name: textKey(publishers.name),
    status: publishers.status,
    network: textKey(networks.name),
    publisherModel: publishers.publisherModel,
    onboardingStage: publishers.onboardingStage,
    costCpm: publishers.costCpm,
    createdOn: publishers.createdOn,
  },
  search: { column: publishers.name, shortTermIndex: true },
  filter: (query) => supplyChainFilterWhere('PUBLISHER', publishers.id, query.supplyChain),
  unique: { constraint: 'publishers_seller_id_key', message: PUBLISHER_MESSAGES.sellerIdTaken },
});
