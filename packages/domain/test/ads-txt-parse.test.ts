import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { problemText } from '../src/ads-txt/ads-txt-file';
import { ADS_TXT_MESSAGES, parseAdsTxt } from '../src/ads-txt/parse-ads-txt';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/ads-txt/${name}`, import.meta.url), 'utf8');

describe('ads.txt parser: a well-formed file', () => {
  const parsed = parseAdsTxt(fixture('full.txt'));

  it('reads records with their line, lower-cased domain, upper-cased relationship, authority and extension', () => {
    expect(parsed.records).toEqual([
      {
        line: 13,
        domain: 'ssp-one.example',
        accountId: '5501',
        relationship: 'DIRECT',
        certificationAuthorityId: 'f00dcafe12345678',
        extension: null,
      },
      {
        line: 14,
        domain: 'ssp-two.example',
        accountId: 'acct-9',
        relationship: 'DIRECT',
        certificationAuthorityId: null,
        extension: null,
      },
      {
        line: 15,
        domain: 'exchange.example',
        accountId: '77',
        relationship: 'RESELLER',
        certificationAuthorityId: null,
        extension: 'region=eu; pod=2',
      },
      {
        line: 16,
        domain: 'exchange.example',
        accountId: '78',
        relationship: 'RESELLER',
        certificationAuthorityId: null,
        extension: null,
      },
    ]);
  });

  it('reads every variable ads.txt 1.1 defines, names in any case, a manager domain with its country', () => {
    expect(parsed.variables.map((variable) => [variable.line, variable.name, variable.value])).toEqual([
      [4, 'CONTACT', 'ads@riverbank.example'],
      [5, 'CONTACT', 'https://riverbank.example/ads'],
      [6, 'SUBDOMAIN', 'news.riverbank.example'],
      [7, 'SUBDOMAIN', 'kids.riverbank.example'],
      [8, 'INVENTORYPARTNERDOMAIN', 'ctvpartner.example'],
      [9, 'OWNERDOMAIN', 'riverbank.example'],
      [10, 'MANAGERDOMAIN', 'salesco.example'],
      [11, 'MANAGERDOMAIN', 'salesco-uk.example,GB'],
    ]);
  });

  it('warns of a trailing comma where the authority id would be, and of nothing else', () => {
    expect(parsed.problems).toEqual([
      { line: 16, severity: 'warning', message: ADS_TXT_MESSAGES.emptyCertificationAuthorityId },
    ]);
  });
});

describe('ads.txt parser: encoding and line ends', () => {
  it('drops a UTF-8 byte order mark and reads CRLF line ends with their line numbers', () => {
    const parsed = parseAdsTxt(fixture('bom-crlf.txt'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.records.map((record) => [record.line, record.domain, record.relationship])).toEqual([
      [4, 'adserver.example', 'DIRECT'],
      [5, 'exchange.example', 'RESELLER'],
    ]);
    expect(parsed.variables.map((variable) => [variable.line, variable.name])).toEqual([
      [2, 'CONTACT'],
      [7, 'OWNERDOMAIN'],
    ]);
  });

  it('reads lone CR line ends and a file without a final line end', () => {
    const parsed = parseAdsTxt('# old mac\ra.example, 1, DIRECT\rb.example, 2, RESELLER');
    expect(parsed.records.map((record) => record.line)).toEqual([2, 3]);
  });

  it('refuses binary content as a whole', () => {
    const parsed = parseAdsTxt('a.example, 1, DIRECT\n\u0000\u0001PNG');
    expect(parsed.records).toEqual([]);
    expect(parsed.problems.map(problemText)).toEqual([ADS_TXT_MESSAGES.notText]);
  });

  it('reads an empty file as no records and no problems', () => {
    expect(parseAdsTxt('')).toEqual({ records: [], variables: [], problems: [], declaresNoSellers: false });
    expect(parseAdsTxt('\n\n# only comments\n   \n').records).toEqual([]);
  });
});

describe('ads.txt parser: malformed lines, as a validator shows them', () => {
  const parsed = parseAdsTxt(fixture('broken.txt'));

  it('reports each problem with its line number and severity, in line order', () => {
    expect(parsed.problems.map((problem) => [problem.severity, problemText(problem)])).toEqual([
      ['error', `Line 2: ${ADS_TXT_MESSAGES.tooFewFields}`],
      ['error', 'Line 3: relationship must be DIRECT or RESELLER'],
      ['error', `Line 4: ${ADS_TXT_MESSAGES.domain}`],
      ['error', `Line 5: ${ADS_TXT_MESSAGES.accountId}`],
      ['error', `Line 6: ${ADS_TXT_MESSAGES.certificationAuthorityId}`],
      ['error', `Line 7: ${ADS_TXT_MESSAGES.tooManyFields}`],
      ['error', `Line 8: ${ADS_TXT_MESSAGES.unreadable}`],
      ['error', `Line 9: ${ADS_TXT_MESSAGES.emptyVariable('SUBDOMAIN')}`],
      ['error', `Line 10: ${ADS_TXT_MESSAGES.variableDomain('OWNERDOMAIN')}`],
      ['error', `Line 11: ${ADS_TXT_MESSAGES.countryCode}`],
      ['warning', `Line 12: ${ADS_TXT_MESSAGES.unknownVariable('FAVOURITECOLOUR')}`],
      ['warning', `Line 14: ${ADS_TXT_MESSAGES.duplicate(13)}`],
      ['warning', `Line 16: ${ADS_TXT_MESSAGES.ownerDomainTwice(15)}`],
      ['warning', `Line 18: ${ADS_TXT_MESSAGES.managerDomainTwice(17, null)}`],
    ]);
  });

  it('keeps only the lines without errors', () => {
    expect(parsed.records.map((record) => record.line)).toEqual([13, 14]);
    expect(parsed.variables.map((variable) => variable.line)).toEqual([15, 16, 17, 18]);
  });

  it('reports every error of a line, not only the first', () => {
    const problems = parseAdsTxt('bad domain, , PARTNER').problems.map((problem) => problem.message);
    expect(problems).toEqual([
      ADS_TXT_MESSAGES.domain,
      ADS_TXT_MESSAGES.accountId,
      ADS_TXT_MESSAGES.relationship,
    ]);
  });

  it('warns of a second manager domain for the same country, not for another country', () => {
    const parsed = parseAdsTxt(
      'MANAGERDOMAIN=a.example,US\nMANAGERDOMAIN=b.example,DE\nMANAGERDOMAIN=c.example,us',
    );
    expect(parsed.problems.map(problemText)).toEqual([
      `Line 3: ${ADS_TXT_MESSAGES.managerDomainTwice(1, 'US')}`,
    ]);
  });

  it('does not take a record whose extension holds "=" for a variable', () => {
    const parsed = parseAdsTxt('ssp.example, 9, DIRECT; CONTACT=x');
    expect(parsed.variables).toEqual([]);
    expect(parsed.records[0]?.extension).toBe('CONTACT=x');
  });

  it('cuts a comment anywhere in a line, the "#" included', () => {
    const parsed = parseAdsTxt('ssp.example, 9, DIRECT#no space\nCONTACT=ops@example.com # the desk');
    expect(parsed.records[0]?.relationship).toBe('DIRECT');
    expect(parsed.variables[0]?.value).toBe('ops@example.com');
  });
});

describe('ads.txt parser: the placeholder record', () => {
  it('reads a file of only the placeholder as declaring no authorised seller', () => {
    const parsed = parseAdsTxt(fixture('placeholder.txt'));
    expect(parsed).toMatchObject({ records: [], problems: [], declaresNoSellers: true });
  });

  it('warns of a placeholder beside real records and leaves it out', () => {
    const parsed = parseAdsTxt(`${fixture('placeholder.txt')}ssp.example, 9, DIRECT\n`);
    expect(parsed.declaresNoSellers).toBe(false);
    expect(parsed.records.map((record) => record.domain)).toEqual(['ssp.example']);
    expect(parsed.problems.map(problemText)).toEqual([`Line 2: ${ADS_TXT_MESSAGES.placeholderWithRecords}`]);
  });
});
