import { describe, expect, it } from 'vitest';
import {
  AT_RISK_BELOW_PACE,
  expectedShare,
  flightSpan,
  HEALTH_SENTENCES,
  ON_TRACK_MIN_PACE,
  type PacedLineItem,
  pacingOf,
} from '../src/campaigns/pacing';

const december: PacedLineItem = {
  goalType: 'IMPRESSIONS',
  goalAmount: 1_000_000,
  startDate: '2026-12-01',
  endDate: '2026-12-10',
  timeZone: 'UTC',
  pacing: 'EVEN',
};
const halfway = new Date('2026-12-06T00:00:00Z');
const delivered = (impressions: number, spend = impressions / 100) => ({ impressions, spend });

describe('line item pacing and health', () => {
  it('expects half the goal halfway through an even flight, and reads ahead as on track', () => {
    const report = pacingOf(december, delivered(600_000, 7_200), halfway);
    expect(report).toEqual({
      impressions: 600_000,
      spend: 7_200,
      ecpm: 12,
      deliveredPercent: 60,
      expectedPercent: 50,
      paceRatio: 1.2,
      health: 'ON_TRACK',
      sentence: HEALTH_SENTENCES.ON_TRACK,
    });
  });

  it('is behind between the two thresholds and at risk below the lower one', () => {
    expect(ON_TRACK_MIN_PACE).toBeGreaterThan(AT_RISK_BELOW_PACE);
    expect(pacingOf(december, delivered(400_000), halfway)).toMatchObject({
      paceRatio: 0.8,
      health: 'BEHIND',
    });
    expect(pacingOf(december, delivered(450_000), halfway)).toMatchObject({
      paceRatio: 0.9,
      health: 'ON_TRACK',
    });
    expect(pacingOf(december, delivered(200_000), halfway)).toMatchObject({
      paceRatio: 0.4,
      health: 'AT_RISK',
    });
  });

  it('is not delivering once under way with nothing delivered, but is not judged in its first hours', () => {
    expect(pacingOf(december, delivered(0), halfway)).toMatchObject({ health: 'NOT_DELIVERING', ecpm: null });
    expect(pacingOf(december, delivered(0), new Date('2026-12-01T05:00:00Z')).health).toBe('ON_TRACK');
  });

  it('has not started before the first day and has ended after the last, in its own time zone', () => {
    const before = pacingOf(december, delivered(0), new Date('2026-11-30T23:59:00Z'));
    expect(before).toMatchObject({ health: 'NOT_STARTED', expectedPercent: 0, paceRatio: null });
    const after = pacingOf(december, delivered(990_000), new Date('2026-12-11T00:00:00Z'));
    expect(after).toMatchObject({ health: 'ENDED', expectedPercent: 100, deliveredPercent: 99 });
    const tokyo = { ...december, timeZone: 'Asia/Tokyo' };
    expect(pacingOf(tokyo, delivered(0), new Date('2026-11-30T16:00:00Z')).health).toBe('ON_TRACK');
  });

  it('measures a spend goal in spend', () => {
    const spend = { ...december, goalType: 'SPEND' as const, goalAmount: 20_000 };
    expect(pacingOf(spend, delivered(400_000, 11_000), halfway)).toMatchObject({
      deliveredPercent: 55,
      paceRatio: 1.1,
      health: 'ON_TRACK',
    });
  });

  it('runs linearly over the real hours of a flight across the end of daylight saving (America/New_York, 2026-11-01)', () => {
    const fallBack = {
      ...december,
      startDate: '2026-10-31',
      endDate: '2026-11-01',
      timeZone: 'America/New_York',
    };
    const { start, end } = flightSpan(fallBack);
    expect(new Date(start).toISOString()).toBe('2026-10-31T04:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // Local midnight of November 1 is 24 of the flight's 49 hours.
    expect(expectedShare(fallBack, new Date('2026-11-01T04:00:00Z'))).toBeCloseTo(24 / 49, 10);
    expect(pacingOf(fallBack, delivered(500_000), new Date('2026-11-01T16:00:00Z'))).toMatchObject({
      expectedPercent: 73.47,
      paceRatio: 0.6806,
      health: 'AT_RISK',
    });
  });
});
