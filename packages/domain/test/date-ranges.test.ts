import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  customRange,
  DATE_RANGE_LABELS,
  DATE_RANGE_PRESETS,
  DateRangeSchema,
  type DateRangeType,
  DEFAULT_COMPARE_TYPE,
  daysIn,
  defaultRange,
  isWireDate,
  limitSpan,
  previousRange,
  rangeFor,
  shiftRange,
  toWireDate,
} from '../src/date-ranges';

// Thursday 14 March 2024, 10:00 UTC (a leap year: February has 29 days).
const NOW = new Date('2024-03-14T10:00:00Z');
const span = (type: DateRangeType, now = NOW) => {
  const range = rangeFor(type, now);
  return [range.dateFrom, range.dateTo];
};

describe('date range presets (part 2 §3, §9)', () => {
  it('Date range presets: Today, Yesterday, This week, Last 7 days, This month, Last 30 days, Last month, Last 3 months, Last 6 months, This year, Last year.', () => {
    expect(DATE_RANGE_PRESETS.map((type) => DATE_RANGE_LABELS[type])).toEqual([
      'Today',
      'Yesterday',
      'This week',
      'Last 7 days',
      'This month',
      'Last 30 days',
      'Last month',
      'Last 3 months',
      'Last 6 months',
      'This year',
      'Last year',
    ]);
  });

  it('Today and yesterday use UTC.', () => {
    expect(span('TODAY')).toEqual(['2024-03-14', '2024-03-14']);
    expect(span('YESTERDAY')).toEqual(['2024-03-13', '2024-03-13']);
    const lateEveningInNewYork = new Date('2024-03-14T23:30:00-04:00');
    expect(span('TODAY', lateEveningInNewYork)).toEqual(['2024-03-15', '2024-03-15']);
  });

  it('Last 30 days starts 31 days back and ends yesterday.', () => {
    expect(span('LAST_30_DAYS')).toEqual(['2024-02-12', '2024-03-13']);
  });

  it('Last 7 days starts 7 days back (and ends yesterday).', () => {
    expect(span('LAST_7_DAYS')).toEqual(['2024-03-07', '2024-03-13']);
    expect(daysIn(rangeFor('LAST_7_DAYS', NOW))).toBe(7);
  });

  it('this and last week (weeks start on Monday)', () => {
    expect(span('THIS_WEEK')).toEqual(['2024-03-11', '2024-03-14']);
    expect(span('LAST_WEEK')).toEqual(['2024-03-04', '2024-03-10']);
    const sunday = new Date('2024-03-17T12:00:00Z');
    expect(span('THIS_WEEK', sunday)).toEqual(['2024-03-11', '2024-03-17']);
    const monday = new Date('2024-03-11T00:00:00Z');
    expect(span('THIS_WEEK', monday)).toEqual(['2024-03-11', '2024-03-11']);
  });

  it('this and last month', () => {
    expect(span('THIS_MONTH')).toEqual(['2024-03-01', '2024-03-14']);
    expect(span('LAST_MONTH')).toEqual(['2024-02-01', '2024-02-29']);
    expect(span('LAST_MONTH', new Date('2024-01-10T00:00:00Z'))).toEqual(['2023-12-01', '2023-12-31']);
  });

  it('last 3 and 6 months (whole months before this one)', () => {
    expect(span('LAST_3_MONTHS')).toEqual(['2023-12-01', '2024-02-29']);
    expect(span('LAST_6_MONTHS')).toEqual(['2023-09-01', '2024-02-29']);
    expect(span('LAST_3_MONTHS', new Date('2024-01-31T00:00:00Z'))).toEqual(['2023-10-01', '2023-12-31']);
  });

  it('this and last year', () => {
    expect(span('THIS_YEAR')).toEqual(['2024-01-01', '2024-03-14']);
    expect(span('LAST_YEAR')).toEqual(['2023-01-01', '2023-12-31']);
  });

  it('every preset is a valid range that ends no later than today', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...DATE_RANGE_PRESETS, 'LAST_WEEK' as const),
        (now, type) => {
          const range = rangeFor(type, now);
          expect(DateRangeSchema.safeParse(range).success).toBe(true);
          expect(range.dateTo <= toWireDate(now)).toBe(true);
          expect(range.type).toBe(type);
        },
      ),
    );
  });

  it('The default is the last 7 days unless dates are given.', () => {
    expect(defaultRange(NOW)).toEqual({ dateFrom: '2024-03-07', dateTo: '2024-03-13', type: 'LAST_7_DAYS' });
  });
});

describe('compare and custom ranges (part 2 §4)', () => {
  it('Compare default: PREVIOUS.', () => {
    expect(DEFAULT_COMPARE_TYPE).toBe('PREVIOUS');
  });

  it('Compare PREVIOUS means the same number of days immediately before the range.', () => {
    expect(previousRange({ dateFrom: '2024-03-07', dateTo: '2024-03-13' })).toEqual({
      dateFrom: '2024-02-29',
      dateTo: '2024-03-06',
      compareType: 'PREVIOUS',
    });
    expect(previousRange({ dateFrom: '2024-01-01', dateTo: '2024-01-01' })).toEqual({
      dateFrom: '2023-12-31',
      dateTo: '2023-12-31',
      compareType: 'PREVIOUS',
    });
  });

  it('the previous range always has as many days and ends the day before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 800 }), (start, length) => {
        const dateFrom = addDays('1990-01-01', start);
        const range = { dateFrom, dateTo: addDays(dateFrom, length) };
        const previous = previousRange(range);
        expect(daysIn(previous)).toBe(daysIn(range));
        expect(addDays(previous.dateTo, 1)).toBe(range.dateFrom);
      }),
    );
  });

  it('Choosing a custom range clears the preset type. An empty end date on picker close is set to the start date.', () => {
    expect(customRange('2024-03-01', '2024-03-05')).toEqual({
      dateFrom: '2024-03-01',
      dateTo: '2024-03-05',
      type: null,
    });
    expect(customRange('2024-03-01', null)).toEqual({
      dateFrom: '2024-03-01',
      dateTo: '2024-03-01',
      type: null,
    });
    expect(customRange('2024-03-01', '')).toEqual({
      dateFrom: '2024-03-01',
      dateTo: '2024-03-01',
      type: null,
    });
  });
});

describe('the arrows (part 2 §4)', () => {
  const week = rangeFor('LAST_7_DAYS', NOW);

  it('The arrows move the range by one day', () => {
    expect(shiftRange(week, 'back', false)).toEqual({
      dateFrom: '2024-03-06',
      dateTo: '2024-03-12',
      type: null,
    });
    expect(shiftRange(week, 'forward', false)).toEqual({
      dateFrom: '2024-03-08',
      dateTo: '2024-03-14',
      type: null,
    });
  });

  it('or by seven days in weekly mode', () => {
    expect(shiftRange(week, 'back', true)).toEqual({
      dateFrom: '2024-02-29',
      dateTo: '2024-03-06',
      type: null,
    });
    expect(shiftRange(week, 'forward', true)).toEqual({
      dateFrom: '2024-03-14',
      dateTo: '2024-03-20',
      type: null,
    });
  });

  it('If from and to are equal in weekly mode, the end does not move when going back.', () => {
    const day = customRange('2024-03-10');
    expect(shiftRange(day, 'back', true)).toEqual({
      dateFrom: '2024-03-03',
      dateTo: '2024-03-10',
      type: null,
    });
    expect(shiftRange(day, 'forward', true)).toEqual({
      dateFrom: '2024-03-17',
      dateTo: '2024-03-17',
      type: null,
    });
    expect(shiftRange(day, 'back', false)).toEqual({
      dateFrom: '2024-03-09',
      dateTo: '2024-03-09',
      type: null,
    });
  });
});

describe('maximum span (part 2 §5)', () => {
  it('The maximum span between dates, when configured, is enforced by moving the other end.', () => {
    const range = customRange('2024-01-01', '2024-03-01');
    expect(limitSpan(range, 30, 'dateFrom')).toEqual({ ...range, dateTo: '2024-01-31' });
    expect(limitSpan(range, 30, 'dateTo')).toEqual({ ...range, dateFrom: '2024-01-31' });
    expect(limitSpan(customRange('2024-01-01', '2024-01-31'), 30, 'dateFrom')).toEqual(
      customRange('2024-01-01', '2024-01-31'),
    );
  });
});

describe('wire format (part 2 §9: Date format on the wire: YYYY-MM-DD)', () => {
  it('writes the UTC calendar date', () => {
    expect(toWireDate(new Date('2024-03-14T23:59:59Z'))).toBe('2024-03-14');
  });

  it('accepts only real calendar dates', () => {
    expect(isWireDate('2024-02-29')).toBe(true);
    expect(isWireDate('2023-02-29')).toBe(false);
    expect(isWireDate('2024-13-01')).toBe(false);
    expect(isWireDate('2024-3-1')).toBe(false);
    expect(isWireDate('03/14/2024')).toBe(false);
  });

  it('a range whose start is after its end is refused', () => {
    const result = DateRangeSchema.safeParse({ dateFrom: '2024-03-02', dateTo: '2024-03-01' });
    expect(result.success).toBe(false);
    expect(DateRangeSchema.parse({ dateFrom: '2024-03-01', dateTo: '2024-03-01' })).toEqual({
      dateFrom: '2024-03-01',
      dateTo: '2024-03-01',
      type: null,
    });
  });
});
