import { describe, expect, it } from 'vitest';
import { parseDomainList } from '../src/inventory/domain-lists';
import { DomainListInputSchema, DomainUrlSchema } from '../src/inventory/domains';

describe('domain lists (part 2 §5)', () => {
  it('"Domain lists are split on semicolon, comma, newline, tab or space, lowercased and deduplicated."', () => {
    expect(parseDomainList('A.com;b.com,c.com\nd.com\te.com f.com\r\ng.com ;; a.COM')).toEqual([
      'http://a.com',
      'http://b.com',
      'http://c.com',
      'http://d.com',
      'http://e.com',
      'http://f.com',
      'http://g.com',
    ]);
  });

  it('"A URL without a scheme gets http:// prepended": one with a scheme keeps it, and is the same entry once normalised', () => {
    expect(parseDomainList('https://Secure.example.org http://plain.io plain.io ftp://files.net')).toEqual([
      'https://secure.example.org',
      'http://plain.io',
      'ftp://files.net',
    ]);
  });

  it('an empty or blank paste is no domain', () => {
    expect(parseDomainList(' \n\t; ,')).toEqual([]);
  });

  it('a pasted list is refused when an entry is no domain, naming it', () => {
    const parsed = DomainListInputSchema.safeParse({ domains: 'good.com, bad_domain, x' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Not domains: http://bad_domain, http://x',
    ]);
  });

  it('one domain field takes exactly one domain and stores it normalised', () => {
    expect(DomainUrlSchema.parse(' News.Example.COM ')).toBe('http://news.example.com');
    expect(DomainUrlSchema.safeParse('a.com b.com').error?.issues[0]?.message).toBe(
      'Enter one domain here; paste a list on the publisher’s domains',
    );
  });
});
