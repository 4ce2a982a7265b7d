import { z } from 'zod/mini';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a whole number',
};

const SIZE_UNITS: Record<string, string> = {
  string: 'characters',
  array: 'entries',
  set: 'entries',
  file: 'bytes',
};

function sizeMessage(bound: 'At most' | 'At least', origin: string, limit: unknown): string {
  const unit = SIZE_UNITS[origin];
  if (origin === 'string' && bound === 'At least' && limit === 1) return 'Required';
  return unit ? `${bound} ${String(limit)} ${unit}` : `Must be ${bound.toLowerCase()} ${String(limit)}`;
}

const FORMAT_NAMES: Record<string, string> = {
  email: 'an email address',
  url: 'a URL',
  uuid: 'a UUID',
  datetime: 'a date and time',
  date: 'a date written YYYY-MM-DD',
  time: 'a time',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
};

/**
 * What a person reads when a schema gives no message of its own: 'At most 200 characters', not
 * 'Too big: expected string to have <=200 characters'. The API puts the field before it; a form
 * shows it under the field.
 */
export function humanIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Required';
      return `Must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_big':
      return sizeMessage('At most', issue.origin, issue.maximum);
    case 'too_small':
      return sizeMessage('At least', issue.origin, issue.minimum);
    case 'invalid_format':
      return issue.format === 'regex'
        ? 'Is not in the expected form'
        : `Must be ${FORMAT_NAMES[issue.format] ?? 'valid'}`;
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'Is not one of the accepted forms';
    default:
      return undefined;
  }
}

/** Makes every schema without a message of its own speak as `humanIssueMessage` (called once as a program starts). */
export const speakValidationToPeople = () => z.config({ customError: humanIssueMessage });
