import { CHANNELS_API } from '@adcast/domain/media/channels';
import { SOURCE_API } from '@adcast/domain/squeezeback/paths';
import { SQUEEZEBACK_DATERANGE_CLASS } from '@adcast/domain/squeezeback/source-schedule';
import { Parser } from 'm3u8-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builders } from './support/builders';
import { readyLoop } from './support/media';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const parse = (text: string) => {
  const parser = new Parser();
  parser.push(text);
  parser.end();
  return parser.manifest as { dateRanges?: Record<string, unknown>[]; segments: unknown[] };
};

/**
 * Issue 28 sources: during a source's scheduled slot, the live playlist of its channel marks the
 * squeezeback stretch as an EXT-X-DATERANGE of its class with the source's layout. The clock is
 * Date faked to chosen instants: Friday 20:30 in New York is 01:30 UTC on Saturday in November.
 */
describe("a source's schedule marks its channel's live playlist (issue 28)", () => {
  let t: TestApp;
  let channelId: number;
  let admin: Awaited<ReturnType<TestApp['as']>>;
  let source: { id: number; version: number };
  const startedAt = new Date('2026-11-27T23:00:00Z');
  const playlistAt = async (iso: string) => {
    vi.setSystemTime(new Date(iso));
    const answer = await t.app.inject({ url: CHANNELS_API.livestream(channelId) });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };
  /** Writes run on the real clock: the admin's session was signed on it. */
  const onRealClock = async <T>(write: () => Promise<T>) => {
    vi.useRealTimers();
    try {
      return await write();
    } finally {
      vi.useFakeTimers({ toFake: ['Date'] });
    }
  };
  const squeezebacks = (text: string) =>
    (parse(text).dateRanges ?? []).filter((range) => range.class === SQUEEZEBACK_DATERANGE_CLASS);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as(DEMO.admin);
    const collectionId = await readyLoop(t.db, t.app.deps.config.media.dir, { title: 'Loop', seconds: 9 });
    const channel = await builders(t).channel({
      collectionIds: [collectionId],
      adFrequency: 60,
      adDuration: 30,
      active: true,
      startedAt,
    });
    channelId = channel.id;
    const created = await admin.post(SOURCE_API.sources, {
      name: 'Friday night football',
      networkId: null,
      hlsUrl: 'https://live.example.com/football.m3u8',
      channelId,
      layout: { left: 0, top: 0, width: 75, height: 70 },
      schedule: {
        timeZone: 'EST',
        slots: [{ day: 'FRIDAY', restrictedHours: true, startHour: 20, endHour: 23 }],
      },
    });
    expect(created.statusCode).toBe(201);
    source = created.json();
    vi.useFakeTimers({ toFake: ['Date'] });
  }, 300_000);
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('marks the slot on New York’s clock, with its class, source and layout, only while it overlaps the window', async () => {
    const during = await playlistAt('2026-11-28T01:30:00Z');
    expect(squeezebacks(during)).toEqual([
      expect.objectContaining({
        id: `squeezeback-${source.id}-${Date.parse('2026-11-28T01:00:00Z')}`,
        startDate: new Date('2026-11-28T01:00:00.000Z'),
        endDate: new Date('2026-11-28T04:00:00.000Z'),
        duration: 10_800,
      }),
    ]);
    expect(during).toContain(
      `X-SOURCE-ID=${source.id},X-SOURCE-NAME="Friday night football",X-SQUEEZE-LEFT=0,X-SQUEEZE-TOP=0,X-SQUEEZE-WIDTH=75,X-SQUEEZE-HEIGHT=70`,
    );
    expect(squeezebacks(await playlistAt('2026-11-28T00:30:00Z'))).toEqual([]);
    expect(squeezebacks(await playlistAt('2026-11-28T04:05:00Z'))).toEqual([]);
  });

  it('follows the source: an edited slot moves the mark, an archived source has none', async () => {
    const moved = await onRealClock(() =>
      admin.put(SOURCE_API.source(source.id), {
        name: 'Friday night football',
        networkId: null,
        hlsUrl: 'https://live.example.com/football.m3u8',
        channelId,
        layout: { left: 25, top: 30, width: 75, height: 70 },
        schedule: {
          timeZone: 'EST',
          slots: [{ day: 'FRIDAY', restrictedHours: true, startHour: 19, endHour: 21 }],
        },
        version: source.version,
      }),
    );
    expect(moved.statusCode).toBe(200);
    const edited = await playlistAt('2026-11-28T01:30:00Z');
    expect(squeezebacks(edited)).toEqual([
      expect.objectContaining({ endDate: new Date('2026-11-28T02:00:00.000Z') }),
    ]);
    expect(edited).toContain('X-SQUEEZE-LEFT=25,X-SQUEEZE-TOP=30');
    const archived = await onRealClock(() =>
      admin.put(SOURCE_API.archive(source.id), { version: moved.json().version }),
    );
    expect(archived.statusCode).toBe(200);
    expect(squeezebacks(await playlistAt('2026-11-28T01:30:00Z'))).toEqual([]);
  });
});
