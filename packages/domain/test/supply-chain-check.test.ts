import { describe, expect, it } from 'vitest';
import type { AdsTxtRecord } from '../src/ads-txt/ads-txt-file';
import { partnerSystemDomain, readSellersJson } from '../src/supply-chain/partner-sellers-json';
import {
  type PartnerSellersJsonState,
  pairMismatches,
  partnerMismatches,
  type SupplyChainPair,
} from '../src/supply-chain/supply-chain-check';

const record = (line: number, text: string): AdsTxtRecord => {
  const [domain, accountId, relationship] = text.split(',').map((part) => part.trim());
  return {
    line,
    domain: domain as string,
    accountId: accountId as string,
    relationship: relationship as AdsTxtRecord['relationship'],
    certificationAuthorityId: null,
    extension: null,
  };
};

const partner: PartnerSellersJsonState = {
  domain: 'partner.example',
  accountId: 'adc-9',
  status: 'FETCHED',
  reason: null,
  sellers: [
    {
      sellerId: 'adc-9',
      sellerType: 'INTERMEDIARY',
      confidential: false,
      name: 'Adcast',
      domain: 'adcast.test',
    },
  ],
};

const consistent: SupplyChainPair = {
  platformDomain: 'adcast.test',
  seller: { sellerId: 'pub-1', sellerType: 'PUBLISHER', confidential: false },
  files: [
    {
      label: 'http://site.example',
      records: [record(1, 'adcast.test, pub-1, DIRECT'), record(2, 'partner.example, adc-9, RESELLER')],
      reason: null,
    },
  ],
  connections: [{ name: 'Main', schainAsi: 'adcast.test' }],
  partner,
};

const reasons = (pair: SupplyChainPair) => pairMismatches(pair).map((mismatch) => mismatch.reason);

describe('supply-chain cross-check: our sellers.json, the publisher files, the schain ASI and the partner sellers.json', () => {
  it('a chain whose every part agrees has no mismatch', () => {
    expect(pairMismatches(consistent)).toEqual([]);
    expect(partnerMismatches(partner)).toEqual([]);
  });

  it('a publisher without a seller id is not in our sellers.json; a confidential one is named', () => {
    expect(reasons({ ...consistent, seller: null })).toEqual(['NO_SELLER_ENTRY']);
    expect(pairMismatches({ ...consistent, seller: { ...consistent.seller!, confidential: true } })).toEqual([
      {
        reason: 'CONFIDENTIAL_SELLER',
        message:
          'The publisher is confidential in our sellers.json: buyers see neither its name nor its domain',
      },
    ]);
  });

  it('our line missing, or DIRECT where our sellers.json says INTERMEDIARY, is a mismatch naming the file', () => {
    const file = { ...consistent.files[0]!, records: [record(2, 'partner.example, adc-9, RESELLER')] };
    expect(pairMismatches({ ...consistent, connections: [], files: [file] })).toEqual([
      {
        reason: 'PLATFORM_LINE_MISSING',
        message: 'http://site.example: the line "adcast.test, pub-1, DIRECT" is missing',
      },
    ]);
    const intermediary = {
      ...consistent,
      seller: { ...consistent.seller!, sellerType: 'INTERMEDIARY' as const },
    };
    expect(pairMismatches(intermediary)).toEqual([
      {
        reason: 'RELATIONSHIP_DIFFERS',
        message:
          'http://site.example: the relationship is DIRECT where our sellers.json (INTERMEDIARY) says RESELLER',
      },
    ]);
    expect(reasons({ ...consistent, seller: { ...consistent.seller!, sellerType: 'BOTH' } })).toEqual([]);
  });

  it("a connection's ASI that is not our domain, and so not in the file with the seller id, is named", () => {
    expect(
      pairMismatches({ ...consistent, connections: [{ name: 'Old', schainAsi: 'other.example' }] }),
    ).toEqual([
      {
        reason: 'ASI_NOT_OURS',
        message:
          'Connection Old: schain ASI other.example is not adcast.test, the domain of our sellers.json',
      },
      {
        reason: 'ASI_NOT_IN_ADS_TXT',
        message:
          'Connection Old: schain ASI other.example with seller id pub-1 is not in http://site.example',
      },
    ]);
  });

  it("the partner's seat missing from the file, or DIRECT, is a mismatch; a file not read is one too", () => {
    const withoutSeat = { ...consistent.files[0]!, records: [record(1, 'adcast.test, pub-1, DIRECT')] };
    expect(pairMismatches({ ...consistent, files: [withoutSeat] })).toEqual([
      {
        reason: 'PARTNER_LINE_MISSING',
        message: 'http://site.example: the line "partner.example, adc-9, RESELLER" is missing',
      },
    ]);
    const direct = {
      ...consistent.files[0]!,
      records: [record(1, 'adcast.test, pub-1, DIRECT'), record(2, 'partner.example, adc-9, DIRECT')],
    };
    expect(reasons({ ...consistent, files: [direct] })).toEqual(['RELATIONSHIP_DIFFERS']);
    const unread = { label: 'com.tv.app', records: null, reason: 'timed out' };
    expect(pairMismatches({ ...consistent, files: [unread] })).toEqual([
      { reason: 'FILE_UNREAD', message: 'com.tv.app: not read (timed out)' },
    ]);
  });

  it("the partner's sellers.json: not set, unreachable, invalid, our seller id unknown, PUBLISHER or confidential", () => {
    expect(partnerMismatches({ ...partner, status: 'NOT_SET', sellers: null }).map((m) => m.reason)).toEqual([
      'PARTNER_SELLERS_JSON_NOT_SET',
    ]);
    expect(
      partnerMismatches({ ...partner, status: 'UNREACHABLE', reason: 'HTTP 503', sellers: null }),
    ).toEqual([
      {
        reason: 'PARTNER_SELLERS_JSON_UNREACHABLE',
        message: "The partner's sellers.json is unreachable: HTTP 503",
      },
    ]);
    expect(
      partnerMismatches({ ...partner, status: 'INVALID', reason: 'The file is not JSON', sellers: null }),
    ).toEqual([
      {
        reason: 'PARTNER_SELLERS_JSON_INVALID',
        message: "The partner's sellers.json is invalid: The file is not JSON",
      },
    ]);
    expect(partnerMismatches({ ...partner, accountId: 'adc-404' })).toEqual([
      {
        reason: 'SELLER_UNKNOWN_TO_PARTNER',
        message: "Seller id adc-404 is not in the partner's sellers.json",
      },
    ]);
    expect(partnerMismatches({ ...partner, accountId: null }).map((m) => m.reason)).toEqual([
      'PARTNER_ACCOUNT_NOT_SET',
    ]);
    const entry = partner.sellers![0]!;
    const listed = (change: Partial<typeof entry>) => ({ ...partner, sellers: [{ ...entry, ...change }] });
    expect(partnerMismatches(listed({ sellerType: 'PUBLISHER' })).map((m) => m.reason)).toEqual([
      'RELATIONSHIP_DIFFERS',
    ]);
    expect(partnerMismatches(listed({ confidential: true })).map((m) => m.reason)).toEqual([
      'CONFIDENTIAL_AT_PARTNER',
    ]);
  });
});

describe('reading a partner sellers.json', () => {
  it('reads numeric ids, types in any case and the confidential flag; refuses what is not sellers.json', () => {
    const text =
      '\uFEFF{"version":"1.0","sellers":[{"seller_id":42,"seller_type":"intermediary","is_confidential":1}]}';
    expect(readSellersJson(text)).toEqual({
      ok: true,
      sellers: [{ sellerId: '42', sellerType: 'INTERMEDIARY', confidential: true, name: null, domain: null }],
    });
    expect(readSellersJson('<html>')).toEqual({ ok: false, reason: 'The file is not JSON' });
    expect(readSellersJson('{"sellers":[{"seller_id":"1"}]}')).toEqual({
      ok: false,
      reason: 'The file is not a sellers.json 1.0 file (sellers.0.seller_type is missing or wrong)',
    });
  });

  it("the partner's ad system domain is the registrable domain of its sellers.json address", () => {
    expect(partnerSystemDomain('https://cdn.partner.co.uk/sellers.json')).toBe('partner.co.uk');
    expect(partnerSystemDomain('not a url')).toBeNull();
  });
});
