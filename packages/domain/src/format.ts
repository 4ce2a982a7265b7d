import { LOCALE } from './paging';

export const TRUNCATE_DEFAULT_LENGTH = 140;
export const ELLIPSIS = '...';

type Maybe<T> = T | null | undefined;

export function truncate(text: Maybe<string>, limit = TRUNCATE_DEFAULT_LENGTH): string {
  if (!text) return '';
  return text.length > limit ? `${text.slice(0, limit)}${ELLIPSIS}` : text;
}

export const FILE_SIZE_UNITS = ['b', 'Kb', 'Mb', 'Gb', 'Tb', 'Pb', 'Eb', 'Zb', 'Yb'] as const;

/** Bytes in steps of 1024 from b to Yb, at most two decimals: 1536 -> '1.5 Kb'. */
export function formatFileSize(bytes: Maybe<number>): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${FILE_SIZE_UNITS[unit]}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Seconds as hh:mm:ss; '00:00' when empty. */
export function formatDuration(seconds: Maybe<number>): string {
  if (!seconds || !Number.isFinite(seconds) || seconds < 0) return '00:00';
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(total % 60)}`;
}

/**
 * A span of watching as people say it: '45 min', '3 h 20 min', '198 d 4 h' (hours and days, not
 * a clock reading like 4756:42:04); under a minute in seconds.
 */
export function formatWatchTime(seconds: Maybe<number>): string {
  if (!seconds || !Number.isFinite(seconds) || seconds < 0) return '0 min';
  const total = Math.round(seconds);
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0
    ? `${days.toLocaleString('en-US')} d`
    : `${days.toLocaleString('en-US')} d ${hours % 24} h`;
}

const isNumber = (value: Maybe<number>): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

// en-GB would print 'US$'; the console shows dollars the way its US buyers read them.
const MONEY = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** USD with 2 decimals: 1234.5 -> '$1,234.50'. */
export const formatMoney = (value: Maybe<number>): string => (isNumber(value) ? MONEY.format(value) : '');

export type Decimals = 0 | 2;

/** A plain number with 0 (default) or 2 decimals: 1234.5 -> '1,235'. */
export function formatNumber(value: Maybe<number>, decimals: Decimals = 0): string {
  if (!isNumber(value)) return '';
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/**
 * A ratio as a percentage with 2 (default) or 0 decimals: 0.1234 -> '12.34%'.
 * `plain` takes a value that is already a percentage: 12.34 -> '12.34%'.
 */
export function formatPercent(value: Maybe<number>, decimals: Decimals = 2, plain = false): string {
  if (!isNumber(value)) return '';
  return new Intl.NumberFormat(LOCALE, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(plain ? value / 100 : value);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Maybe<string | Date>): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    // A calendar date names a day, not an instant: read it without a timezone shift.
    const day = DATE_ONLY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** MM/dd/yyyy in local time. */
export function formatDate(value: Maybe<string | Date>): string {
  const date = toDate(value);
  if (!date) return '';
  return `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${date.getFullYear()}`;
}

/** HH:mm in local time. */
export function formatTime(value: Maybe<string | Date>): string {
  const date = toDate(value);
  if (!date) return '';
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** MM/dd/yyyy HH:mm in local time: when something happened, to the minute. */
export function formatDateTime(value: Maybe<string | Date>): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${formatTime(date)}` : '';
}

const HAS_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** A URL without a scheme gets http:// prepended. */
export function prependScheme(url: Maybe<string>): string {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return '';
  return HAS_SCHEME.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** Splits on semicolon, comma, newline, tab or space; lowercases; drops empties and duplicates. */
export function splitDomainList(text: Maybe<string>): string[] {
  if (!text) return [];
  const parts = text
    .split(/[;,\r\n\t ]+/)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  return [...new Set(parts)];
}

/** An amount in its own currency, 2 decimals: 4.5 EUR -> '€4.50'. */
export const formatAmount = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** A flight as 'start – end'; an open end reads 'open'. The dates are calendar days, shown as written. */
export function formatFlight(flight: { startDate: string | null; endDate: string | null }): string {
  if (!flight.startDate && !flight.endDate) return '—';
  const day = (text: string | null) => (text ? formatDate(text) : 'open');
  return `${day(flight.startDate)} – ${day(flight.endDate)}`;
}
