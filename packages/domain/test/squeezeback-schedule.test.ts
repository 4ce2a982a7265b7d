import { describe, expect, it } from 'vitest';
import {
  SQUEEZEBACK_DATERANGE_CLASS,
  scheduleAt,
  scheduleWindows,
  squeezebackDateRanges,
  windowLabel,
} from '../src/squeezeback/source-schedule';

const at = (iso: string) => Date.parse(iso);
const isoOf = (ms: number) => new Date(ms).toISOString();
const friday = (startHour: number, endHour: number) => ({
  day: 'FRIDAY' as const,
  restrictedHours: true,
  startHour,
  endHour,
});

describe('a source’s schedule at real instants (part 2 §9)', () => {
  it('reads EST as America/New_York, daylight saving included', () => {
    const schedule = { timeZone: 'EST', slots: [friday(20, 22)] };
    const summer = scheduleWindows(schedule, at('2026-07-03T00:00:00Z'), at('2026-07-05T00:00:00Z'));
    expect(summer.map((w) => [isoOf(w.start), isoOf(w.end)])).toEqual([
      ['2026-07-04T00:00:00.000Z', '2026-07-04T02:00:00.000Z'],
    ]);
    const winter = scheduleWindows(schedule, at('2026-01-02T00:00:00Z'), at('2026-01-04T00:00:00Z'));
    expect(winter.map((w) => [isoOf(w.start), isoOf(w.end)])).toEqual([
      ['2026-01-03T01:00:00.000Z', '2026-01-03T03:00:00.000Z'],
    ]);
  });

  it('splits a slot that crosses midnight, and is on across the split until the second piece ends', () => {
    const schedule = { timeZone: 'Europe/Paris', slots: [friday(22, 2)] };
    // Friday 2026-11-27 23:30 in Paris (UTC+1).
    const state = scheduleAt(schedule, at('2026-11-27T22:30:00Z'));
    expect(state.onNow).toEqual({ start: at('2026-11-27T21:00:00Z'), end: at('2026-11-28T01:00:00Z') });
    expect(state.next.map(windowLabel)).toEqual(['Fri 22:00–24:00', 'Sat 00:00–02:00']);
    expect(isoOf(state.next[0]!.start)).toBe('2026-12-04T21:00:00.000Z');
    const off = scheduleAt(schedule, at('2026-11-28T01:00:00Z'));
    expect(off.onNow).toBeNull();
    expect(isoOf(off.next[0]!.start)).toBe('2026-12-04T21:00:00.000Z');
  });

  it('no slot, no squeezeback; a day without restricted hours is the whole day', () => {
    expect(scheduleAt({ timeZone: 'UTC', slots: [] }, at('2026-11-27T12:00:00Z'))).toEqual({
      onNow: null,
      next: [],
    });
    const whole = {
      timeZone: 'UTC',
      slots: [{ day: 'FRIDAY' as const, restrictedHours: false, startHour: 0, endHour: 24 }],
    };
    expect(scheduleAt(whole, at('2026-11-27T12:00:00Z')).onNow).toEqual({
      start: at('2026-11-27T00:00:00Z'),
      end: at('2026-11-28T00:00:00Z'),
    });
  });

  it('marks each stretch overlapping a live window as a date range of its class with the layout', () => {
    const source = {
      id: 7,
      name: 'Stadium "feed"',
      layout: { left: 0, top: 0, width: 75, height: 70 },
      schedule: { timeZone: 'UTC', slots: [friday(22, 2)] },
    };
    const lines = squeezebackDateRanges([source], at('2026-11-27T23:59:30Z'), at('2026-11-28T00:00:10Z'));
    expect(lines).toEqual([
      `#EXT-X-DATERANGE:ID="squeezeback-7-${at('2026-11-27T22:00:00Z')}",CLASS="${SQUEEZEBACK_DATERANGE_CLASS}",START-DATE="2026-11-27T22:00:00.000Z",END-DATE="2026-11-28T02:00:00.000Z",DURATION=14400.000,X-SOURCE-ID=7,X-SOURCE-NAME="Stadium  feed ",X-SQUEEZE-LEFT=0,X-SQUEEZE-TOP=0,X-SQUEEZE-WIDTH=75,X-SQUEEZE-HEIGHT=70`,
    ]);
    // After midnight the stretch is still the whole one: the same ID on every reload.
    const later = squeezebackDateRanges([source], at('2026-11-28T01:00:00Z'), at('2026-11-28T01:00:30Z'));
    expect(later).toEqual(lines);
    expect(squeezebackDateRanges([source], at('2026-11-28T02:00:00Z'), at('2026-11-28T02:00:30Z'))).toEqual(
      [],
    );
  });
});
