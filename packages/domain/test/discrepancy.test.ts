import { describe, expect, it } from 'vitest';
import { differencePct, isFlagged } from '../src/demand/revenue/discrepancy';
import { fromMicros, parseMicros, toMicros } from '../src/money';

describe('money in whole millionths', () => {
  it('reads decimal text exactly, with thousands separators and a dollar sign, and refuses the rest', () => {
    expect(parseMicros('1234.5678')).toBe(1_234_567_800);
    expect(parseMicros('$1,000.10')).toBe(1_000_100_000);
    expect(parseMicros('0.000001')).toBe(1);
    expect(['1.1234567', '-1', '1e3', '', 'ten'].map(parseMicros)).toEqual([null, null, null, null, null]);
  });

  it('sums without binary noise', () => {
    expect(fromMicros(toMicros(0.1) + toMicros(0.2))).toBe(0.3);
  });
});

describe('a discrepancy', () => {
  const day = {
    ourImpressions: 1000,
    impressionsDifference: 0,
    ourRevenue: 100,
    revenueDifference: 0,
    thresholdPct: 10,
  };

  it('is a share of ours, none when ours is 0', () => {
    expect(differencePct(1000, 300)).toBe(30);
    expect(differencePct(3, 1)).toBe(33.33);
    expect(differencePct(0, 5)).toBeNull();
  });

  it('is flagged above the threshold (not at it), or when we have nothing and they have something', () => {
    expect(isFlagged({ ...day, impressionsDifference: 100 })).toBe(false);
    expect(isFlagged({ ...day, impressionsDifference: 101 })).toBe(true);
    expect(isFlagged({ ...day, revenueDifference: -30 })).toBe(true);
    expect(isFlagged({ ...day, ourRevenue: 0, revenueDifference: 5 })).toBe(true);
    expect(isFlagged({ ...day, ourRevenue: 0 })).toBe(false);
  });
});
