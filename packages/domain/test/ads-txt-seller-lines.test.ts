import { describe, expect, it } from 'vitest';
import { parseAdsTxt } from '../src/ads-txt/parse-ads-txt';
import {
  checkLines,
  crawlCompleteness,
  platformLine,
  platformSellerDomain,
} from '../src/ads-txt/seller-lines';

const records = parseAdsTxt(
  ['adcast.example, pub-7, DIRECT', 'ADCAST.EXAMPLE, pub-8, reseller', 'other.example, pub-9, DIRECT'].join(
    '\n',
  ),
).records;

describe("the platform's own seller lines", () => {
  it('takes the registrable domain of the address that serves /sellers.json', () => {
    expect(platformSellerDomain('https://admin.adcast.example/')).toBe('adcast.example');
    expect(platformSellerDomain('http://127.0.0.1:3000')).toBe('127.0.0.1');
  });

  it("builds the line from the seller domain, the publisher's seller id and the relationship", () => {
    expect(platformLine('Adcast.example', 'pub-7', 'DIRECT')).toEqual({
      domain: 'adcast.example',
      accountId: 'pub-7',
      relationship: 'DIRECT',
    });
    expect(() => platformLine('adcast.example', '', 'DIRECT')).toThrow();
  });

  it('sorts needed lines into present and missing, domains without regard to case, and gives a block to paste', () => {
    const needed = [
      platformLine('adcast.example', 'pub-7', 'DIRECT'),
      platformLine('adcast.example', 'pub-8', 'RESELLER'),
      platformLine('adcast.example', 'pub-8', 'DIRECT'),
      platformLine('adcast.example', 'PUB-7', 'DIRECT'),
    ];
    const check = checkLines(records, needed);
    expect(check.present).toEqual(needed.slice(0, 2));
    expect(check.missing).toEqual(needed.slice(2));
    expect(check.missingBlock).toBe('adcast.example, pub-8, DIRECT\nadcast.example, PUB-7, DIRECT\n');
  });

  it('gives an empty block when nothing is missing', () => {
    expect(checkLines(records, [platformLine('adcast.example', 'pub-7', 'DIRECT')]).missingBlock).toBe('');
  });
});

describe('list completeness of a crawl (part 2 §3)', () => {
  const needed = [platformLine('adcast.example', 'pub-7', 'DIRECT')];
  it.each([
    ['never crawled', null, 'MISSING_CRAWL'],
    ['the file could not be read', { outcome: 'FAILED' as const, records }, 'MISSING_CRAWL'],
    ['no file (404)', { outcome: 'NO_FILE' as const, records: [] }, 'ZERO_RECORDS_FOUND'],
    ['a file without records', { outcome: 'FILE' as const, records: [] }, 'ZERO_RECORDS_FOUND'],
    [
      'a file missing a needed line',
      { outcome: 'FILE' as const, records: records.slice(1) },
      'INCOMPLETE_LIST',
    ],
    ['a file with every needed line', { outcome: 'FILE' as const, records }, 'COMPLETE_LIST'],
  ])('%s: %s', (_case, crawl, completeness) => {
    expect(crawlCompleteness(crawl, needed)).toBe(completeness);
  });

  it('counts a file with records as complete when no line is needed', () => {
    expect(crawlCompleteness({ outcome: 'FILE', records }, [])).toBe('COMPLETE_LIST');
  });
});
