import type { AdsTxtRelationship } from '../ads-txt/ads-txt-file';

const line = (domain: string, accountId: string, relationship: AdsTxtRelationship) =>
  `${domain}, ${accountId}, ${relationship}`;

/** The supply-chain check's words: each mismatch says what differs and where. */
export const SUPPLY_CHAIN_MESSAGES = {
  urlFormat: 'sellers.json address must be an http or https URL',
  accountIdFormat: 'Seller id may not hold spaces, commas or control characters',
  notJson: 'The file is not JSON',
  notSellersJson: (field: string) => `The file is not a sellers.json 1.0 file (${field} is missing or wrong)`,
  noSellerEntry: 'The publisher has no seller id, so our sellers.json does not list it',
  confidentialSeller:
    'The publisher is confidential in our sellers.json: buyers see neither its name nor its domain',
  fileUnread: (file: string, reason: string) => `${file}: not read (${reason})`,
  platformLineMissing: (file: string, domain: string, accountId: string, relationship: AdsTxtRelationship) =>
    `${file}: the line "${line(domain, accountId, relationship)}" is missing`,
  relationshipDiffers: (file: string, found: AdsTxtRelationship, expected: AdsTxtRelationship, why: string) =>
    `${file}: the relationship is ${found} where ${why} says ${expected}`,
  asiNotOurs: (connection: string, asi: string, ours: string) =>
    `Connection ${connection}: schain ASI ${asi} is not ${ours}, the domain of our sellers.json`,
  asiNotInFile: (connection: string, asi: string, file: string, sellerId: string) =>
    `Connection ${connection}: schain ASI ${asi} with seller id ${sellerId} is not in ${file}`,
  partnerSellersJsonNotSet: "The partner's sellers.json address is not set",
  partnerSellersJsonQueued: "The partner's sellers.json has not been read yet",
  partnerSellersJsonUnreachable: (reason: string) => `The partner's sellers.json is unreachable: ${reason}`,
  partnerSellersJsonInvalid: (reason: string) => `The partner's sellers.json is invalid: ${reason}`,
  partnerAccountNotSet: 'Our seller id at the partner is not set',
  sellerUnknownToPartner: (accountId: string) =>
    `Seller id ${accountId} is not in the partner's sellers.json`,
  partnerListsUsAsPublisher: (accountId: string) =>
    `The partner's sellers.json lists seller id ${accountId} as PUBLISHER, but the platform resells publishers' inventory (INTERMEDIARY or BOTH)`,
  confidentialAtPartner: (accountId: string) =>
    `Seller id ${accountId} is confidential in the partner's sellers.json`,
  partnerLineMissing: (file: string, domain: string, accountId: string) =>
    `${file}: the line "${line(domain, accountId, 'RESELLER')}" is missing`,
  partnerLineDirect: (file: string, domain: string, accountId: string) =>
    `${file}: "${line(domain, accountId, 'DIRECT')}" says DIRECT where the platform resells to the partner (RESELLER)`,
} as const;
