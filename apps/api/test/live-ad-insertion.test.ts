import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Creative } from '@adcast/domain/campaigns/creatives';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import type { ChannelAdBreak } from '@adcast/domain/media/channel-breaks';
import { CHANNEL_MESSAGES, CHANNELS_API } from '@adcast/domain/media/channels';
import { eq } from 'drizzle-orm';
import { Parser } from 'm3u8-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelBreaks } from '../src/db/schema/media';
import { creativeProbeJob } from '../src/media/creative-probe-job';
import { probeMedia } from '../src/media/ffmpeg/probe';
import { builders } from './support/builders';
import { listening, makeClip, readyLoop, run } from './support/media';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const parse = (text: string) => {
  const parser = new Parser();
  parser.push(text);
  parser.end();
  return parser.manifest;
};

/**
 * Issue 26 §3: a channel's break filled by server-side ad insertion. The loop is one 9 s clip (4 s
 * segments), a break of 30 s comes after a minute of content: the first content segment starting
 * at or after 60 s starts at 62 s, so break 1 is [62 s, 92 s) of the broadcast.
 */
describe('ad breaks filled on a live channel (issue 26 §3)', () => {
  let t: TestApp;
  let base: string;
  let channelId: number;
  let creative: { id: number; name: string };
  let lineItemId: number;
  let creativeFolder: string;
  const startedAt = new Date(Date.now() - 3600_000);
  const at = (seconds: number) => vi.setSystemTime(new Date(startedAt.getTime() + seconds * 1000));
  const playlist = async () => {
    const answer = await t.app.inject({ url: CHANNELS_API.livestream(channelId) });
    expect(answer.statusCode).toBe(200);
    return parse(answer.body);
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = (await listening(t)).base;
    const b = builders(t);
    const collectionId = await readyLoop(t.db, t.app.deps.config.media.dir, { title: 'Loop', seconds: 9 });
    const placement = await b.placement();
    const order = await b.order({ startDate: '2026-01-01', endDate: '2027-12-31' });
    lineItemId = (
      await b.lineItem({ order, status: 'ACTIVE', startDate: '2026-01-01', endDate: '2027-12-31' })
    ).id;
    const clip = await makeClip({ seconds: 6, size: '1280x720' });
    const videoKey = 'sources/creatives/ssai-test';
    await t.app.deps.storage.media.putFrom(videoKey, clip);
    const row = await b.creative({
      order,
      type: 'VIDEO',
      vastType: null,
      vastUrl: null,
      vastVersion: null,
      duration: 6,
      videoFileName: 'spot.mp4',
      videoKey,
      processing: 'QUEUED',
    });
    creative = row;
    const probe = creativeProbeJob({
      db: t.db,
      storage: t.app.deps.storage.media,
      media: { ...t.app.deps.config.media, ladder: [720] },
      log: t.app.log,
    });
    await probe.run(
      { creativeId: row.id },
      { id: 'test', signal: new AbortController().signal, lastAttempt: true },
    );
    const channel = await b.channel({
      collectionIds: [collectionId],
      adFrequency: 1,
      adDuration: 30,
      active: true,
      startedAt,
      placementId: placement.id,
    });
    channelId = channel.id;
    vi.useFakeTimers({ toFake: ['Date'] });
  }, 540_000);
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it("shows a video creative's HLS once processed: only then may a break stitch it", async () => {
    const admin = await t.as(DEMO.admin);
    const { video } = (await admin.get(CAMPAIGN_API.creative(creative.id))).json() as Creative;
    expect(video).toMatchObject({ processing: 'READY', error: null });
    expect(video?.hlsUrl).toMatch(/^\/api\/media\/hls\/[\w-]+\/index\.m3u8$/);
    creativeFolder = video?.hlsUrl?.split('/')[4] ?? '';
    // Its rendition as a progressive MP4 beside the HLS, served as any media file is.
    expect(video?.renditions).toEqual([
      { height: 720, width: 1280, url: `/api/media/hls/${creativeFolder}/720p.mp4` },
    ]);
    const mp4 = await fetch(`${base}${video?.renditions[0]?.url}`);
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    const file = join(await mkdtemp(join(tmpdir(), 'rendition-')), '720p.mp4');
    await writeFile(file, Buffer.from(await mp4.arrayBuffer()));
    expect(await probeMedia(file)).toMatchObject({ width: 1280, height: 720, videoCodec: 'h264' });
  });

  it("plays the creative's segments in the break, marked out, with slate after the pod and a fixed target duration", async () => {
    const targets = new Set<number>();
    for (const second of [50, 61]) {
      at(second);
      targets.add((await playlist()).targetDuration);
    }
    at(62.5);
    const out = await playlist();
    targets.add(out.targetDuration);
    const first = out.segments.find((segment) => segment.cueOut !== undefined);
    expect(first?.cueOut).toBe('DURATION=30.000');
    expect(first?.discontinuity).toBe(true);
    expect(first?.uri).toContain(`/api/media/hls/${creativeFolder}/`);
    expect(out.dateRanges?.[0]).toMatchObject({ id: 'ad-break-1', plannedDuration: 30 });
    expect(out.dateRanges?.[0]?.scte35Out).toMatch(/^0xFC30/);

    // A player joining 10 s in: the live edge carries CUE-OUT-CONT with the time elapsed, and the DATERANGE.
    at(72.5);
    const mid = await playlist();
    targets.add(mid.targetDuration);
    const edge = mid.segments.at(-1)?.cueOutCont ?? '';
    expect(edge).toMatch(/^ElapsedTime=\d+\.000,Duration=30\.000$/);
    expect(Number(edge.match(/ElapsedTime=(\d+)/)?.[1])).toBeGreaterThanOrEqual(9);
    expect(mid.dateRanges?.map((range) => range.id)).toEqual(['ad-break-1']);
    const inBreak = mid.segments.filter((segment) => segment.cueOutCont !== undefined || segment.cueOut);
    const ads = inBreak.filter((segment) => segment.uri.includes(creativeFolder));
    // The 6 s ad takes the break's first six one-second positions; slate follows after a discontinuity.
    expect(ads).toHaveLength(6);
    const afterAd = inBreak[inBreak.indexOf(ads.at(-1)!) + 1];
    expect(afterAd?.uri).toContain('slate-v2');
    expect(afterAd?.discontinuity).toBe(true);

    for (const second of [80, 92.5, 100, 130]) {
      at(second);
      targets.add((await playlist()).targetDuration);
    }
    expect([...targets]).toEqual([4]);
  });

  it('every viewer and every reload gets the same pod: one decision kept per break', async () => {
    at(75);
    const a = await t.app.inject({ url: CHANNELS_API.livestream(channelId) });
    const b = await t.app.inject({ url: CHANNELS_API.livestream(channelId) });
    expect(a.body).toBe(b.body);
    const kept = await t.db.select().from(channelBreaks).where(eq(channelBreaks.channelId, channelId));
    expect(kept.map((row) => row.pod.map((ad) => ad.creativeId))).toEqual([[creative.id]]);
  });

  it('counts the impression once per break, however often the playlist is reloaded, and the quartiles', async () => {
    for (let second = 62; second < 95; second += 0.5) {
      at(second);
      await playlist();
    }
    await t.app.deps.beacons.flush();
    const rows = await t.app.deps.facts.select(
      `SELECT sum(line_item_impressions) AS impressions, sum(ad_start) AS starts, sum(ad_quartile1) AS q1,
         sum(ad_mid) AS mid, sum(ad_quartile3) AS q3, sum(ad_completion) AS completes
       FROM ad_facts_hourly WHERE line_item_id = ${lineItemId}`,
    );
    expect(rows.map((row) => Object.values(row).map(Number))).toEqual([[1, 1, 1, 1, 1, 1]]);
  });

  it("the live page's call names the ad playing, its advertiser and the time left", async () => {
    const admin = await t.as(DEMO.admin);
    at(64);
    const answer = await admin.get(CHANNELS_API.adBreak(channelId));
    expect(answer.statusCode).toBe(200);
    const shown = answer.json() as ChannelAdBreak;
    expect(shown).toMatchObject({ inBreak: true, secondsLeft: 28 });
    expect(shown.playing).toMatchObject({
      creativeId: creative.id,
      creativeName: creative.name,
      durationSeconds: 6,
    });
    expect(shown.pod).toHaveLength(1);
    at(70);
    const slate = (await admin.get(CHANNELS_API.adBreak(channelId))).json() as ChannelAdBreak;
    expect(slate.playing).toBeNull();
    expect(slate.pod).toHaveLength(1);
  });

  it('links only a placement that exists', async () => {
    const admin = await t.as(DEMO.admin);
    const bad = await admin.post(CHANNELS_API.channels, {
      title: 'X',
      description: 'x',
      placementId: 999_999,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([CHANNEL_MESSAGES.unknownPlacement]);
  });

  it('ffprobe reads the stitched playlist mid-break', async () => {
    at(65);
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0'],
      `${base}${CHANNELS_API.livestream(channelId)}`,
    ]);
    // Each discontinuity may open its own streams: what matters is that video and audio are read.
    expect(new Set(stdout.split('\n').filter(Boolean))).toEqual(new Set(['audio', 'video']));
  }, 60_000);
});
