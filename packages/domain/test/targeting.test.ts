import { describe, expect, it } from 'vitest';
import { TARGETING_MESSAGES, TargetingInputSchema } from '../src/inventory/targeting';
import {
  DayPartingSchema,
  ScheduleSlotSchema,
  splitSlots,
  wallClock,
} from '../src/inventory/targeting-day-parts';
import { type MatchedSet, matchesTargeting } from '../src/inventory/targeting-match';
import { targetingSummary } from '../src/inventory/targeting-summary';

const slot = (day: string, startHour: number, endHour: number) =>
  ScheduleSlotSchema.parse({ day, restrictedHours: true, startHour, endHour });

const setOf = (fields: Partial<MatchedSet> = {}): MatchedSet => ({
  geo: {
    include: { countries: [], regions: [], cities: [] },
    exclude: { countries: [], regions: [], cities: [] },
  },
  deviceTypes: [],
  platforms: [],
  apps: [],
  bundleIds: [],
  domains: [],
  dayParting: { timeZone: 'America/New_York', slots: [] },
  ...fields,
});

const places = (countries: string[]) => ({ countries, regions: [], cities: [] });
const noPlaces = places([]);
const monday = new Date('2026-11-23T15:00:00Z');

describe('day-part slots (part 2 §3 and §9)', () => {
  it('splits a slot that crosses midnight into two, the second on the next day', () => {
    expect(splitSlots([slot('SUNDAY', 22, 3)])).toEqual([
      { day: 'SUNDAY', startHour: 22, endHour: 24 },
      { day: 'MONDAY', startHour: 0, endHour: 3 },
    ]);
  });

  it('keeps a slot within its day, and makes an unrestricted day 0–24', () => {
    expect(splitSlots([slot('MONDAY', 9, 17)])).toEqual([{ day: 'MONDAY', startHour: 9, endHour: 17 }]);
    expect(splitSlots([ScheduleSlotSchema.parse({ day: 'FRIDAY', restrictedHours: false })])).toEqual([
      { day: 'FRIDAY', startHour: 0, endHour: 24 },
    ]);
  });

  it('does not add an empty next-day slot for one ending at midnight', () => {
    expect(splitSlots([slot('MONDAY', 20, 0)])).toEqual([{ day: 'MONDAY', startHour: 20, endHour: 24 }]);
  });

  it('reads EST as America/New_York and refuses unknown zones', () => {
    expect(DayPartingSchema.parse({ timeZone: 'EST', slots: [] }).timeZone).toBe('America/New_York');
    expect(
      DayPartingSchema.safeParse({ timeZone: 'Mars/Olympus', slots: [] }).error?.issues[0]?.message,
    ).toBe('Unknown time zone: Mars/Olympus');
  });

  it('refuses hours out of 0–24, an empty slot and overlapping slots, with their messages', () => {
    expect(
      ScheduleSlotSchema.safeParse({ day: 'MONDAY', startHour: 9, endHour: 25 }).error?.issues[0]?.message,
    ).toBe('Hours run from 0 to 24');
    expect(
      ScheduleSlotSchema.safeParse({ day: 'MONDAY', startHour: 9, endHour: 9 }).error?.issues[0]?.message,
    ).toBe('A slot must end after it starts');
    const overlap = DayPartingSchema.safeParse({
      timeZone: 'UTC',
      slots: [slot('SUNDAY', 22, 4), slot('MONDAY', 2, 6)],
    });
    expect(overlap.error?.issues[0]?.message).toBe('Slots of Monday overlap');
  });

  it('reads the wall clock of the zone, daylight saving applied', () => {
    expect(wallClock(new Date('2026-07-06T13:00:00Z'), 'EST')).toEqual({ day: 'MONDAY', hour: 9 });
    expect(wallClock(new Date('2026-01-05T13:00:00Z'), 'EST')).toEqual({ day: 'MONDAY', hour: 8 });
  });
});

describe('the set rules', () => {
  it('refuses a country both included and excluded, under the excluded list', () => {
    const result = TargetingInputSchema.safeParse({
      name: 'US only',
      geo: { include: places(['US', 'fr']), exclude: places(['FR']) },
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        message: TARGETING_MESSAGES.bothIncludedAndExcluded('Countries', ['FR']),
        path: ['geo', 'exclude', 'countries'],
      }),
    ]);
  });
});

describe('matchesTargeting', () => {
  it('matches anything when the set targets nothing', () => {
    expect(matchesTargeting(setOf(), { time: monday })).toEqual({ matched: true });
  });

  it('tells the first rule that fails: an excluded country before the device type', () => {
    const set = setOf({ geo: { include: noPlaces, exclude: places(['FR']) }, deviceTypes: [3] });
    expect(matchesTargeting(set, { country: 'FR', deviceType: 4, time: monday })).toEqual({
      matched: false,
      reason: 'country FR is excluded',
    });
    expect(matchesTargeting(set, { country: 'DE', deviceType: 4, time: monday })).toEqual({
      matched: false,
      reason: 'device type Phone is not targeted',
    });
    expect(matchesTargeting(set, { country: 'DE', deviceType: 3, time: monday }).matched).toBe(true);
  });

  it('takes a request in an included region or city', () => {
    const set = setOf({
      geo: {
        include: {
          countries: [],
          regions: ['US-NY'],
          cities: [{ id: 1, name: 'Austin', countryCode: 'US', regionCode: 'US-TX' }],
        },
        exclude: noPlaces,
      },
    });
    expect(matchesTargeting(set, { country: 'US', region: 'US-NY', time: monday }).matched).toBe(true);
    expect(matchesTargeting(set, { country: 'US', city: 'austin', time: monday }).matched).toBe(true);
    expect(matchesTargeting(set, { country: 'US', region: 'US-CA', city: 'Fresno', time: monday })).toEqual({
      matched: false,
      reason: 'Fresno, US-CA, US is not among the targeted places',
    });
  });

  it('matches apps by bundle id and domains by host', () => {
    const set = setOf({
      apps: [{ id: 4, name: 'News', bundleId: 'com.news.tv' }],
      domains: [{ id: 2, url: 'http://news.example' }],
      platforms: ['CTV', 'WEB'],
    });
    expect(matchesTargeting(set, { platform: 'CTV', bundleId: 'com.news.tv', time: monday }).matched).toBe(
      true,
    );
    expect(
      matchesTargeting(set, { platform: 'WEB', domain: 'https://www.news.example/a', time: monday }).matched,
    ).toBe(true);
    expect(matchesTargeting(set, { platform: 'CTV', bundleId: 'com.other', time: monday })).toEqual({
      matched: false,
      reason: 'app com.other is not targeted',
    });
    expect(matchesTargeting(set, { platform: 'APP', bundleId: 'com.news.tv', time: monday })).toEqual({
      matched: false,
      reason: 'platform APP is not targeted',
    });
  });

  it('follows New York across the daylight-saving change', () => {
    const set = setOf({
      dayParting: DayPartingSchema.parse({ timeZone: 'EST', slots: [slot('MONDAY', 9, 17)] }),
    });
    // 13:30 UTC is 09:30 in New York on daylight time (UTC−4) and 08:30 on standard time (UTC−5).
    expect(matchesTargeting(set, { time: new Date('2026-10-26T13:30:00Z') }).matched).toBe(true);
    expect(matchesTargeting(set, { time: new Date('2026-11-02T13:30:00Z') })).toEqual({
      matched: false,
      reason: 'outside the day-part Mon 09:00–17:00 America/New_York',
    });
    expect(matchesTargeting(set, { time: new Date('2026-11-02T14:30:00Z') }).matched).toBe(true);
  });

  it('takes a request after midnight in a slot that crosses it', () => {
    const set = setOf({ dayParting: { timeZone: 'UTC', slots: [slot('SUNDAY', 22, 2)] } });
    expect(matchesTargeting(set, { time: new Date('2026-11-23T01:30:00Z') }).matched).toBe(true);
    expect(matchesTargeting(set, { time: new Date('2026-11-23T02:30:00Z') })).toEqual({
      matched: false,
      reason: 'outside the day-parts Sun 22:00–24:00, Mon 00:00–02:00 UTC',
    });
  });
});

describe('targetingSummary', () => {
  it('names what the set targets in one line', () => {
    const set = setOf({
      geo: { include: places(['US', 'CA']), exclude: places(['FR']) },
      deviceTypes: [3],
      dayParting: { timeZone: 'America/New_York', slots: [slot('MONDAY', 9, 17)] },
    });
    expect(targetingSummary(set)).toBe('US, CA · not FR · Connected TV · Mon 09:00–17:00 America/New_York');
    expect(targetingSummary(setOf())).toBe('Every request');
  });
});
