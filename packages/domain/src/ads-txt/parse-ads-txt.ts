import { HOST_NAME_PATTERN } from '../patterns';
import {
  type AdsTxtProblem,
  type AdsTxtRecord,
  AdsTxtRelationshipSchema,
  type AdsTxtVariable,
  AdsTxtVariableNameSchema,
  type ParsedAdsTxt,
} from './ads-txt-file';

export const ADS_TXT_MESSAGES = {
  unreadable: 'line is neither a record (domain, account id, relationship) nor a variable (NAME=value)',
  tooFewFields: 'a record needs three fields: ad system domain, seller account id and relationship',
  tooManyFields: 'a record has at most four fields; extension fields follow a semicolon (;)',
  domain: 'ad system domain must be a domain name, e.g. google.com',
  accountId: 'seller account id is missing',
  relationship: 'relationship must be DIRECT or RESELLER',
  certificationAuthorityId: 'certification authority id may hold only letters and digits',
  emptyCertificationAuthorityId: 'certification authority id is empty (remove the trailing comma)',
  duplicate: (first: number) => `the same record as line ${first}`,
  unknownVariable: (name: string) =>
    `unknown variable ${name}: ads.txt 1.1 defines CONTACT, SUBDOMAIN, INVENTORYPARTNERDOMAIN, OWNERDOMAIN and MANAGERDOMAIN`,
  emptyVariable: (name: string) => `${name} has no value`,
  variableDomain: (name: string) => `${name} must be a domain name, e.g. example.com`,
  countryCode:
    'MANAGERDOMAIN country must be a two-letter ISO 3166-1 code, e.g. MANAGERDOMAIN=example.com,US',
  ownerDomainTwice: (first: number) => `OWNERDOMAIN is declared again; the one on line ${first} counts`,
  managerDomainTwice: (first: number, country: string | null) =>
    `MANAGERDOMAIN ${country ? `for ${country} ` : 'without a country '}is declared again; the one on line ${first} counts`,
  placeholderWithRecords: 'the placeholder record (no authorised sellers) stands beside other records',
  notText: 'the file holds binary data, not text',
} as const;

/** ads.txt 1.1: a publisher with no authorised seller publishes this one record. */
const PLACEHOLDER = { domain: 'placeholder.example.com', accountId: 'placeholder' };
const CERTIFICATION_AUTHORITY_ID = /^[A-Za-z0-9]+$/;
const VARIABLE_LINE = /^([A-Za-z][A-Za-z0-9_-]*)\s*=(.*)$/;

type Problems = { error(line: number, message: string): void; warning(line: number, message: string): void };

/**
 * Reads an ads.txt or app-ads.txt file (IAB Tech Lab ads.txt 1.1). Pure: the text in, the records,
 * the variables and every problem with its line number out. A line with an error contributes nothing.
 */
export function parseAdsTxt(text: string): ParsedAdsTxt {
  const records: AdsTxtRecord[] = [];
  const variables: AdsTxtVariable[] = [];
  const problems: AdsTxtProblem[] = [];
  const report: Problems = {
    error: (line, message) => problems.push({ line, severity: 'error', message }),
    warning: (line, message) => problems.push({ line, severity: 'warning', message }),
  };
  if (text.includes('\u0000')) {
    report.error(0, ADS_TXT_MESSAGES.notText);
    return { records, variables, problems, declaresNoSellers: false };
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = (raw.split('#', 1)[0] ?? '').trim();
    if (content === '') return;
    const semicolon = content.indexOf(';');
    const data = (semicolon < 0 ? content : content.slice(0, semicolon)).trim();
    const extension = semicolon < 0 ? null : content.slice(semicolon + 1).trim();
    const variable = data.match(VARIABLE_LINE);
    if (variable) {
      const parsed = readVariable(line, variable[1] ?? '', (variable[2] ?? '').trim(), report);
      if (parsed) variables.push(parsed);
      return;
    }
    if (!data.includes(',')) {
      report.error(line, ADS_TXT_MESSAGES.unreadable);
      return;
    }
    const record = readRecord(line, data, extension, report);
    if (record) records.push(record);
  });
  checkRepeats(records, variables, report);
  const placeholders = records.filter(isPlaceholder);
  if (placeholders.length > 0 && placeholders.length < records.length) {
    for (const placeholder of placeholders)
      report.warning(placeholder.line, ADS_TXT_MESSAGES.placeholderWithRecords);
  }
  problems.sort((a, b) => a.line - b.line);
  return {
    records: records.filter((record) => !isPlaceholder(record)),
    variables,
    problems,
    declaresNoSellers: placeholders.length > 0 && placeholders.length === records.length,
  };
}

const isPlaceholder = (record: AdsTxtRecord) =>
  record.domain === PLACEHOLDER.domain && record.accountId.toLowerCase() === PLACEHOLDER.accountId;

const isDomainName = (value: string) => HOST_NAME_PATTERN.test(value.toLowerCase());

function readRecord(line: number, data: string, extension: string | null, report: Problems) {
  const fields = data.split(',').map((field) => field.trim());
  if (fields.length < 3) return void report.error(line, ADS_TXT_MESSAGES.tooFewFields);
  if (fields.length > 4) return void report.error(line, ADS_TXT_MESSAGES.tooManyFields);
  const [domain = '', accountId = '', relationshipText = '', authority] = fields;
  const relationship = AdsTxtRelationshipSchema.safeParse(relationshipText.toUpperCase());
  const errors = [
    isDomainName(domain) ? null : ADS_TXT_MESSAGES.domain,
    accountId === '' ? ADS_TXT_MESSAGES.accountId : null,
    relationship.success ? null : ADS_TXT_MESSAGES.relationship,
    authority !== undefined && authority !== '' && !CERTIFICATION_AUTHORITY_ID.test(authority)
      ? ADS_TXT_MESSAGES.certificationAuthorityId
      : null,
  ].filter((message) => message !== null);
  for (const message of errors) report.error(line, message);
  if (errors.length > 0 || !relationship.success) return undefined;
  if (authority === '') report.warning(line, ADS_TXT_MESSAGES.emptyCertificationAuthorityId);
  return {
    line,
    domain: domain.toLowerCase(),
    accountId,
    relationship: relationship.data,
    certificationAuthorityId: authority ? authority : null,
    extension: extension ? extension : null,
  };
}

function readVariable(line: number, nameText: string, value: string, report: Problems) {
  const name = AdsTxtVariableNameSchema.safeParse(nameText.toUpperCase());
  if (!name.success) return void report.warning(line, ADS_TXT_MESSAGES.unknownVariable(nameText));
  if (value === '') return void report.error(line, ADS_TXT_MESSAGES.emptyVariable(name.data));
  if (name.data === 'CONTACT') return { line, name: name.data, value };
  if (name.data === 'MANAGERDOMAIN') {
    const [domain = '', country, ...rest] = value.split(',').map((part) => part.trim());
    if (!isDomainName(domain)) return void report.error(line, ADS_TXT_MESSAGES.variableDomain(name.data));
    if (rest.length > 0 || (country !== undefined && !/^[A-Za-z]{2}$/.test(country)))
      return void report.error(line, ADS_TXT_MESSAGES.countryCode);
    const normalised = country ? `${domain.toLowerCase()},${country.toUpperCase()}` : domain.toLowerCase();
    return { line, name: name.data, value: normalised };
  }
  if (!isDomainName(value)) return void report.error(line, ADS_TXT_MESSAGES.variableDomain(name.data));
  return { line, name: name.data, value: value.toLowerCase() };
}

/** Repeated records, a second OWNERDOMAIN, a second MANAGERDOMAIN for the same country (or none). */
function checkRepeats(records: AdsTxtRecord[], variables: AdsTxtVariable[], report: Problems) {
  const seen = new Map<string, number>();
  for (const record of records) {
    const key = `${record.domain}\u0000${record.accountId}\u0000${record.relationship}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, record.line);
    else report.warning(record.line, ADS_TXT_MESSAGES.duplicate(first));
  }
  const owners = variables.filter((variable) => variable.name === 'OWNERDOMAIN');
  for (const owner of owners.slice(1))
    report.warning(owner.line, ADS_TXT_MESSAGES.ownerDomainTwice(owners[0]!.line));
  const managers = new Map<string, number>();
  for (const manager of variables.filter((variable) => variable.name === 'MANAGERDOMAIN')) {
    const country = manager.value.split(',')[1] ?? null;
    const first = managers.get(country ?? '');
    if (first === undefined) managers.set(country ?? '', manager.line);
    else report.warning(manager.line, ADS_TXT_MESSAGES.managerDomainTwice(first, country));
  }
}
