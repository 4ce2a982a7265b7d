import type { AdsTxtRecord, AdsTxtRelationship } from '../ads-txt/ads-txt-file';
import type { SellerType } from '../publishers/publishers';
import type { PartnerSeller, PartnerSellersJsonStatus } from './partner-seller';
import { SUPPLY_CHAIN_MESSAGES as M } from './supply-chain-messages';

/** Why a supply chain does not hold together; each mismatch names one. */
export const MISMATCH_REASONS = [
  'NO_SELLER_ENTRY',
  'CONFIDENTIAL_SELLER',
  'FILE_UNREAD',
  'PLATFORM_LINE_MISSING',
  'RELATIONSHIP_DIFFERS',
  'ASI_NOT_OURS',
  'ASI_NOT_IN_ADS_TXT',
  'PARTNER_SELLERS_JSON_NOT_SET',
  'PARTNER_SELLERS_JSON_UNREAD',
  'PARTNER_SELLERS_JSON_UNREACHABLE',
  'PARTNER_SELLERS_JSON_INVALID',
  'PARTNER_ACCOUNT_NOT_SET',
  'SELLER_UNKNOWN_TO_PARTNER',
  'CONFIDENTIAL_AT_PARTNER',
  'PARTNER_LINE_MISSING',
] as const;
export type MismatchReason = (typeof MISMATCH_REASONS)[number];
export type Mismatch = { reason: MismatchReason; message: string };

/** Our `/sellers.json` entry for the publisher. */
export type OurSellerEntry = { sellerId: string; sellerType: SellerType; confidential: boolean };

/** One of the publisher's ads.txt / app-ads.txt files as last crawled (records null: not read). */
export type PublisherFile = { label: string; records: readonly AdsTxtRecord[] | null; reason: string | null };

/** The partner's sellers.json as last fetched, with where it lives and our seller id there. */
export type PartnerSellersJsonState = {
  domain: string | null;
  accountId: string | null;
  status: PartnerSellersJsonStatus;
  reason: string | null;
  sellers: readonly PartnerSeller[] | null;
};

export type SupplyChainPair = {
  /** The ad system domain of our sellers.json. */
  platformDomain: string;
  seller: OurSellerEntry | null;
  files: readonly PublisherFile[];
  /** The partner's connections that carry the publisher's placements, with their schain ASI. */
  connections: readonly { name: string; schainAsi: string }[];
  partner: PartnerSellersJsonState;
};

/** The relationships a seller type allows in the publisher's file (BOTH: either). */
const allowed = (type: SellerType): AdsTxtRelationship[] =>
  type === 'PUBLISHER' ? ['DIRECT'] : type === 'INTERMEDIARY' ? ['RESELLER'] : ['DIRECT', 'RESELLER'];

const sameSeat = (record: AdsTxtRecord, domain: string, accountId: string) =>
  record.domain.toLowerCase() === domain.toLowerCase() && record.accountId === accountId;

/** The partner's own entry for this platform, found under our seller id there. */
export const ourEntryAtPartner = (partner: PartnerSellersJsonState): PartnerSeller | null =>
  partner.accountId === null
    ? null
    : (partner.sellers?.find((seller) => seller.sellerId === partner.accountId) ?? null);

/** What the partner's sellers.json says about this platform; the same for every publisher. */
export function partnerMismatches(partner: PartnerSellersJsonState): Mismatch[] {
  if (partner.status === 'NOT_SET')
    return [{ reason: 'PARTNER_SELLERS_JSON_NOT_SET', message: M.partnerSellersJsonNotSet }];
  const found: Mismatch[] = [];
  if (partner.status === 'QUEUED')
    found.push({ reason: 'PARTNER_SELLERS_JSON_UNREAD', message: M.partnerSellersJsonQueued });
  if (partner.status === 'UNREACHABLE')
    found.push({
      reason: 'PARTNER_SELLERS_JSON_UNREACHABLE',
      message: M.partnerSellersJsonUnreachable(partner.reason ?? ''),
    });
  if (partner.status === 'INVALID')
    found.push({
      reason: 'PARTNER_SELLERS_JSON_INVALID',
      message: M.partnerSellersJsonInvalid(partner.reason ?? ''),
    });
  if (partner.accountId === null) {
    found.push({ reason: 'PARTNER_ACCOUNT_NOT_SET', message: M.partnerAccountNotSet });
    return found;
  }
  if (partner.sellers === null) return found;
  const entry = ourEntryAtPartner(partner);
  if (!entry)
    return [
      ...found,
      { reason: 'SELLER_UNKNOWN_TO_PARTNER', message: M.sellerUnknownToPartner(partner.accountId) },
    ];
  if (entry.sellerType === 'PUBLISHER')
    found.push({ reason: 'RELATIONSHIP_DIFFERS', message: M.partnerListsUsAsPublisher(partner.accountId) });
  if (entry.confidential)
    found.push({ reason: 'CONFIDENTIAL_AT_PARTNER', message: M.confidentialAtPartner(partner.accountId) });
  return found;
}

/** Our sellers.json entry against the publisher's files: our line present, with the right relationship. */
function platformLineMismatches(
  pair: SupplyChainPair,
  seller: OurSellerEntry,
  file: PublisherFile,
  records: readonly AdsTxtRecord[],
): Mismatch[] {
  const ours = records.filter((record) => sameSeat(record, pair.platformDomain, seller.sellerId));
  const relationships = allowed(seller.sellerType);
  const expected = relationships[0] as AdsTxtRelationship;
  if (ours.length === 0)
    return [
      {
        reason: 'PLATFORM_LINE_MISSING',
        message: M.platformLineMissing(file.label, pair.platformDomain, seller.sellerId, expected),
      },
    ];
  const wrong = ours.find((record) => !relationships.includes(record.relationship));
  return wrong
    ? [
        {
          reason: 'RELATIONSHIP_DIFFERS',
          message: M.relationshipDiffers(
            file.label,
            wrong.relationship,
            expected,
            `our sellers.json (${seller.sellerType})`,
          ),
        },
      ]
    : [];
}

/** The partner's seat (its domain, our seller id there) in one of the publisher's files: RESELLER. */
function partnerLineMismatches(
  partner: PartnerSellersJsonState,
  file: PublisherFile,
  records: readonly AdsTxtRecord[],
): Mismatch[] {
  if (partner.domain === null || partner.accountId === null) return [];
  const seats = records.filter((record) =>
    sameSeat(record, partner.domain as string, partner.accountId as string),
  );
  if (seats.length === 0)
    return [
      {
        reason: 'PARTNER_LINE_MISSING',
        message: M.partnerLineMissing(file.label, partner.domain, partner.accountId),
      },
    ];
  return seats.some((record) => record.relationship === 'RESELLER')
    ? []
    : [
        {
          reason: 'RELATIONSHIP_DIFFERS',
          message: M.partnerLineDirect(file.label, partner.domain, partner.accountId),
        },
      ];
}

/** The schain node the partner receives: our domain as ASI, listed in each file with the publisher's seller id. */
function asiMismatches(
  pair: SupplyChainPair,
  sellerId: string,
  readFiles: readonly { file: PublisherFile; records: readonly AdsTxtRecord[] }[],
): Mismatch[] {
  const found: Mismatch[] = [];
  for (const connection of pair.connections) {
    const asi = connection.schainAsi.toLowerCase();
    if (asi !== pair.platformDomain.toLowerCase())
      found.push({
        reason: 'ASI_NOT_OURS',
        message: M.asiNotOurs(connection.name, asi, pair.platformDomain),
      });
    for (const { file, records } of readFiles)
      if (!records.some((record) => sameSeat(record, asi, sellerId)))
        found.push({
          reason: 'ASI_NOT_IN_ADS_TXT',
          message: M.asiNotInFile(connection.name, asi, file.label, sellerId),
        });
  }
  return found;
}

/**
 * Every mismatch between our sellers.json entry for a publisher, the publisher's ads.txt and
 * app-ads.txt files, the schain ASI of the partner's connections that carry its placements, and the
 * partner's sellers.json. The partner-wide ones (`partnerMismatches`) are not repeated here.
 */
export function pairMismatches(pair: SupplyChainPair): Mismatch[] {
  const { seller } = pair;
  const found: Mismatch[] = [];
  if (seller === null) found.push({ reason: 'NO_SELLER_ENTRY', message: M.noSellerEntry });
  else if (seller.confidential) found.push({ reason: 'CONFIDENTIAL_SELLER', message: M.confidentialSeller });
  const readFiles: { file: PublisherFile; records: readonly AdsTxtRecord[] }[] = [];
  for (const file of pair.files) {
    if (file.records === null) {
      found.push({ reason: 'FILE_UNREAD', message: M.fileUnread(file.label, file.reason ?? '') });
      continue;
    }
    readFiles.push({ file, records: file.records });
    if (seller) found.push(...platformLineMismatches(pair, seller, file, file.records));
    found.push(...partnerLineMismatches(pair.partner, file, file.records));
  }
  if (seller) found.push(...asiMismatches(pair, seller.sellerId, readFiles));
  return found;
}
