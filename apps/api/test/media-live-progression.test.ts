import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countInStretch } from '../src/media/live/progression';

const byWalking = (count: number, step: number, period: number, from: number, to: number) => {
  let found = 0;
  for (let k = 1; k <= count; k++) {
    const at = (k * step) % period;
    if (at >= from && at < to) found += 1;
  }
  return found;
};

describe('counting breaks whose due time falls in a stretch of the loop, without visiting each', () => {
  it('agrees with walking break by break', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 400_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (count, step, period, a, b) => {
          const [from, to] = [Math.floor(Math.min(a, b) * period), Math.floor(Math.max(a, b) * period)];
          expect(countInStretch(count, step, period, from, to)).toBe(
            byWalking(count, step, period, from, to),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers for a channel a year on air (175,200 breaks) as walking does', () => {
    const count = 175_200;
    expect(countInStretch(count, 180_000, 47_003, 12_000, 30_001)).toBe(
      byWalking(count, 180_000, 47_003, 12_000, 30_001),
    );
  });
});
