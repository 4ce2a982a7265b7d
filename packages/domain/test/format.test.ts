import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDuration,
  formatFileSize,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
  formatWatchTime,
  prependScheme,
  splitDomainList,
  truncate,
} from '../src/format';
import { formatReportValue } from '../src/reports/format-value';

describe('truncate', () => {
  it('Text truncation defaults to 140 characters.', () => {
    const long = 'a'.repeat(200);
    expect(truncate(long)).toBe(`${'a'.repeat(140)}...`);
    expect(truncate('a'.repeat(140))).toBe('a'.repeat(140));
    expect(truncate('hello world', 5)).toBe('hello...');
    expect(truncate(null)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('File sizes are formatted in steps from b to Yb, each step 1024.', () => {
    expect(formatFileSize(0)).toBe('0 b');
    expect(formatFileSize(1023)).toBe('1023 b');
    expect(formatFileSize(1024)).toBe('1 Kb');
    expect(formatFileSize(1536)).toBe('1.5 Kb');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5 Mb');
    expect(formatFileSize(1024 ** 3)).toBe('1 Gb');
    expect(formatFileSize(1024 ** 4)).toBe('1 Tb');
    expect(formatFileSize(1024 ** 5)).toBe('1 Pb');
    expect(formatFileSize(1024 ** 6)).toBe('1 Eb');
    expect(formatFileSize(1024 ** 7)).toBe('1 Zb');
    expect(formatFileSize(1024 ** 8)).toBe('1 Yb');
    expect(formatFileSize(2048 * 1024 ** 8)).toBe('2048 Yb');
  });

  it('shows nothing for a size that is not one', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});

describe('formatDuration', () => {
  it("Duration format hours:minutes:seconds, '00:00' when empty.", () => {
    expect(formatDuration(75)).toBe('00:01:15');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(59.6)).toBe('00:01:00');
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(null)).toBe('00:00');
    expect(formatDuration(undefined)).toBe('00:00');
  });
});

describe('money, percentages and numbers (part 2 §9)', () => {
  it('Money shown as USD with 2 decimals.', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(0.005)).toBe('$0.01');
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatMoney(null)).toBe('');
  });

  it('Percentage and number formats use 2 or 0 decimals.', () => {
    expect(formatPercent(0.1234)).toBe('12.34%');
    expect(formatPercent(0.1234, 0)).toBe('12%');
    expect(formatPercent(12.34, 2, true)).toBe('12.34%');
    expect(formatNumber(1234567.891)).toBe('1,234,568');
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
    expect(formatNumber(undefined)).toBe('');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('dates (part 1 §9: MM/dd/yyyy, tooltip time HH:mm)', () => {
  it('formats an ISO instant in local time', () => {
    const local = new Date(2024, 0, 5, 14, 3, 59);
    expect(formatDate(local.toISOString())).toBe('01/05/2024');
    expect(formatTime(local.toISOString())).toBe('14:03');
    expect(formatDate(local)).toBe('01/05/2024');
  });

  it('formats a wire date YYYY-MM-DD as that calendar day in every timezone', () => {
    expect(formatDate('2024-12-31')).toBe('12/31/2024');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatTime('')).toBe('');
  });
});

describe('prependScheme', () => {
  it('A URL without a scheme gets http:// prepended.', () => {
    expect(prependScheme('example.com')).toBe('http://example.com');
    expect(prependScheme(' example.com/a ')).toBe('http://example.com/a');
    expect(prependScheme('https://example.com')).toBe('https://example.com');
    expect(prependScheme('ftp://files.example.com')).toBe('ftp://files.example.com');
    expect(prependScheme('')).toBe('');
  });
});

describe('splitDomainList', () => {
  it('Domain lists are split on semicolon, comma, newline, tab or space, lowercased and deduplicated.', () => {
    expect(splitDomainList('Example.com;b.com, c.com\nd.com\te.com f.com;;EXAMPLE.COM\r\n')).toEqual([
      'example.com',
      'b.com',
      'c.com',
      'd.com',
      'e.com',
      'f.com',
    ]);
    expect(splitDomainList('')).toEqual([]);
    expect(splitDomainList(' ;, \n')).toEqual([]);
  });

  it('its output is lowercase, unique, free of separators and never empty strings', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'B', '.', ';', ',', '\n', '\t', ' ', 'ç', 'X') }),
        (text) => {
          const domains = splitDomainList(text);
          expect(new Set(domains).size).toBe(domains.length);
          for (const domain of domains) {
            expect(domain).toBe(domain.toLowerCase());
            expect(domain).not.toBe('');
            expect(domain).not.toMatch(/[;,\n\t ]/);
          }
        },
      ),
    );
  });
});

describe('watch time and report days as people read them (issue 31)', () => {
  it('writes watch time in minutes, hours and days, never as a clock reading', () => {
    expect(formatWatchTime(17_122_924)).toBe('198 d 4 h');
    expect(formatWatchTime(3725)).toBe('1 h 2 min');
    expect(formatWatchTime(7200)).toBe('2 h');
    expect(formatWatchTime(600)).toBe('10 min');
    expect(formatWatchTime(30)).toBe('30 s');
    expect(formatWatchTime(0)).toBe('0 min');
  });

  it('shows a report day as MM/dd/yyyy (part 2 §9) and any other text as it is', () => {
    expect(formatReportValue('2026-11-19', 'string')).toBe('11/19/2026');
    expect(formatReportValue('Aurora Streaming', 'string')).toBe('Aurora Streaming');
    expect(formatReportValue('2026-13-45', 'string')).toBe('2026-13-45');
  });
});
