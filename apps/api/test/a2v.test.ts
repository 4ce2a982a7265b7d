import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASSET_MESSAGES } from '@adcast/domain/a2v/assets';
import { BRAND_MESSAGES, BRAND_PARTS } from '@adcast/domain/a2v/brands';
import { A2V_API } from '@adcast/domain/a2v/paths';
import { A2V_PLACEMENT_TYPES, A2V_TEMPLATE, RENDER_MESSAGES } from '@adcast/domain/a2v/renders';
import { DEFAULT_TEMPLATE_LAYOUT, layoutBoxes, TEMPLATE_MESSAGES } from '@adcast/domain/a2v/templates';
import { TRANSCRIPT_MAX_BYTES, TRANSCRIPT_MESSAGES } from '@adcast/domain/a2v/transcripts';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creativeVideoSource } from '../src/db/creatives';
import { a2vAssets, a2vBrands } from '../src/db/schema/a2v';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { rowCount } from './support/demand';
import { type HttpCaller, listening, makeClip, run, tusUpload } from './support/media';
import { multipart } from './support/multipart';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

const png = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** A tone of `seconds` as an MP3 (stereo, 44.1 kHz), made by ffmpeg. */
async function makeTone(seconds: number): Promise<Buffer> {
  const folder = await mkdtemp(join(tmpdir(), 'adcast-tone-'));
  const file = join(folder, 'tone.mp3');
  await run('ffmpeg', [
    ...['-y', '-hide_banner', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`, '-ac', '2', '-ar', '44100'],
    ...['-c:a', 'libmp3lame', file],
  ]);
  const bytes = await readFile(file);
  await rm(folder, { recursive: true, force: true });
  return bytes;
}

describe('Audio to Video: assets, brands, network template and the render into a video creative', () => {
  let t: TestApp;
  let admin: Client;
  let make: Builders;
  let http: Awaited<ReturnType<typeof listening>>;
  let adminHttp: HttpCaller;
  let network: { id: number };
  let advertiser: { id: number };
  let tone: Buffer;

  const brandForm = async (
    json: Record<string, unknown>,
    files: { logo?: Buffer; background?: Buffer } = {},
  ) =>
    multipart([
      { name: BRAND_PARTS.brand, value: JSON.stringify(json) },
      ...(files.logo ? [{ name: BRAND_PARTS.logo, filename: 'logo.png', bytes: files.logo }] : []),
      ...(files.background
        ? [{ name: BRAND_PARTS.background, filename: 'bg.jpg', bytes: files.background }]
        : []),
    ]);
  const brandFields = (advertiserId: number, fields: Record<string, unknown> = {}) => ({
    name: 'Acme radio look',
    advertiserId,
    primaryColour: '#1E3A8A',
    secondaryColour: '#FBBF24',
    ...fields,
  });
  const createBrand = async (
    caller: Client,
    json: Record<string, unknown>,
    files?: { logo?: Buffer; background?: Buffer },
  ) =>
    caller.send({
      method: 'POST',
      url: A2V_API.brands,
      ...(await brandForm(json, files ?? { logo: await png(200, 100) })),
    });

  /** Uploads audio over tus as the caller; answers the finishing response. */
  const uploadAsset = async (caller: HttpCaller, bytes: Buffer, fields: Record<string, string>) =>
    tusUpload(caller, bytes, fields, A2V_API.assetUpload);
  const readyAsset = async (caller: HttpCaller, advertiserId: number, name = 'Morning spot') => {
    const { finished } = await uploadAsset(caller, tone, {
      name,
      kind: 'AD',
      advertiserId: String(advertiserId),
      filename: 'spot.mp3',
    });
    expect(finished?.status).toBe(204);
    const id = Number(finished?.headers.get('upload-asset-id'));
    await expect
      .poll(async () => (await admin.get(A2V_API.asset(id))).json().processing, {
        timeout: 60_000,
        interval: 200,
      })
      .toBe('READY');
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as(DEMO.admin);
    make = builders(t);
    http = await listening(t);
    adminHttp = await http.as(DEMO.admin);
    network = await make.network();
    advertiser = await make.advertiser({ networkId: network.id });
    tone = await makeTone(4);
  });
  afterAll(async () => {
    await t.close();
  });

  it('an uploaded MP3 is probed: duration, codec, channels, sample rate and loudness, then READY', async () => {
    const id = await readyAsset(adminHttp, advertiser.id);
    const asset = (await admin.get(A2V_API.asset(id))).json();
    expect(asset).toMatchObject({
      name: 'Morning spot',
      kind: 'AD',
      advertiser: { id: advertiser.id },
      network: { id: network.id },
      codec: 'mp3',
      channels: 2,
      sampleRate: 44100,
      error: null,
    });
    expect(Math.round(asset.durationSeconds)).toBe(4);
    expect(asset.loudness).toBeLessThan(0);
    const list = (await admin.get(`${A2V_API.assets}?name=morning`)).json();
    expect(list.content.map((row: { id: number }) => row.id)).toContain(id);
    const audio = await adminHttp(A2V_API.assetAudio(id));
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await audio.arrayBuffer()).equals(tone)).toBe(true);
  }, 90_000);

  it('refuses a video and a file that is not audio with a clear message, keeping nothing', async () => {
    const before = await rowCount(t, a2vAssets);
    const fields = { name: 'Wrong', kind: 'AD', advertiserId: String(advertiser.id) };
    const video = await uploadAsset(adminHttp, await readFile(await makeClip({ seconds: 2 })), fields);
    expect(video.finished?.status).toBe(415);
    expect(((await video.finished!.json()) as { messages: string[] }).messages).toEqual([
      ASSET_MESSAGES.notAudio,
    ]);
    const text = await uploadAsset(adminHttp, Buffer.from('just some words, not a sound at all'), fields);
    expect(((await text.finished!.json()) as { messages: string[] }).messages).toEqual([
      ASSET_MESSAGES.notAudio,
    ]);
    const nameless = await uploadAsset(adminHttp, tone, { ...fields, name: ' ' });
    expect(nameless.created.status).toBe(400);
    expect(((await nameless.created.json()) as { messages: string[] }).messages).toEqual([
      FIELD_MESSAGES.required('Name'),
    ]);
    expect(await rowCount(t, a2vAssets)).toBe(before);
  }, 60_000);

  it('a brand keeps a checked logo, its colours and a background; wrong files and colours write nothing', async () => {
    const created = await createBrand(admin, brandFields(advertiser.id), {
      logo: await png(200, 100),
      background: await png(1280, 720, 'jpeg'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Acme radio look',
      advertiser: { id: advertiser.id },
      network: { id: network.id },
      logo: { width: 200, height: 100 },
      primaryColour: '#1E3A8A',
      background: { kind: 'IMAGE', width: 1280, height: 720 },
    });
    const before = await rowCount(t, a2vBrands);
    const gif = await createBrand(admin, brandFields(advertiser.id), { logo: await png(200, 100, 'gif') });
    expect(gif.json().messages).toEqual([BRAND_MESSAGES.logoType]);
    const tiny = await createBrand(admin, brandFields(advertiser.id), { logo: await png(20, 20) });
    expect(tiny.json().messages).toEqual([BRAND_MESSAGES.logoSize]);
    const none = await createBrand(admin, brandFields(advertiser.id), {});
    expect(none.json().messages).toEqual([BRAND_MESSAGES.logoRequired]);
    const smallBackground = await createBrand(admin, brandFields(advertiser.id), {
      logo: await png(200, 100),
      background: await png(300, 200),
    });
    expect(smallBackground.json().messages).toEqual([BRAND_MESSAGES.backgroundSize]);
    const colour = await createBrand(admin, brandFields(advertiser.id, { primaryColour: 'navy' }));
    expect(colour.statusCode).toBe(400);
    expect(colour.json().messages.join(' ')).toContain(FIELD_MESSAGES.hexColour);
    expect(await rowCount(t, a2vBrands)).toBe(before);

    const edited = await admin.send({
      method: 'PUT',
      url: A2V_API.brand(created.json().id),
      payload: {
        ...brandFields(advertiser.id, { name: 'Acme night look' }),
        removeBackground: true,
        version: 1,
      },
    });
    expect(edited.json()).toMatchObject({ name: 'Acme night look', background: null, version: 2 });
  });

  it('the network template is the default until saved; a stale save is refused; a network user reaches its own only', async () => {
    const first = (await admin.get(`${A2V_API.networkTemplate}?networkId=${network.id}`)).json();
    expect(first).toEqual({
      networkId: network.id,
      saved: false,
      layout: DEFAULT_TEMPLATE_LAYOUT,
      version: 0,
    });
    const layout = {
      ...DEFAULT_TEMPLATE_LAYOUT,
      logoCorner: 'TOP_RIGHT',
      waveformBand: 'BOTTOM',
      colourBand: 'TOP',
    };
    const saved = await admin.put(A2V_API.networkTemplateOf(network.id), { layout, version: 0 });
    expect(saved.json()).toMatchObject({ saved: true, layout, version: 1 });
    const stale = await admin.put(A2V_API.networkTemplateOf(network.id), { layout, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages).toEqual([TEMPLATE_MESSAGES.stale]);
    const badHeight = await admin.put(A2V_API.networkTemplateOf(network.id), {
      layout: { ...layout, colourBandHeightPercent: 0 },
      version: 1,
    });
    expect(badHeight.json().messages).toEqual([
      `layout.colourBandHeightPercent: ${TEMPLATE_MESSAGES.bandHeight}`,
    ]);

    const other = await make.network();
    const networkUser = await make.user({ roles: ['ADMIN'], networkId: other.id }, 'ADMIN');
    expect((await networkUser.client.get(A2V_API.networkTemplate)).json()).toMatchObject({
      networkId: other.id,
      saved: false,
    });
    expect(
      (await networkUser.client.get(`${A2V_API.networkTemplate}?networkId=${network.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await networkUser.client.put(A2V_API.networkTemplateOf(network.id), { layout, version: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('an asset keeps an uploaded WebVTT or SRT transcript; bad timing, overlaps, cues past the audio and size are refused', async () => {
    const id = await readyAsset(adminHttp, advertiser.id, 'With words');
    const put = (text: string, caller: Client = admin) =>
      caller.send({
        method: 'PUT',
        url: A2V_API.assetTranscript(id),
        payload: { fileName: 'spot.srt', text },
      });
    const refusals: [string, string | RegExp][] = [
      [
        '1\n00:00:01,000 -> 00:00:02,000\nHi\n',
        TRANSCRIPT_MESSAGES.badTiming(1, '00:00:01,000 -> 00:00:02,000'),
      ],
      [
        '1\n00:00:00,500 --> 00:00:02,000\nHi\n\n2\n00:00:01,500 --> 00:00:03,000\nThere\n',
        'Cue 2 starts at 00:00:01.500, before cue 1 ends at 00:00:02.000',
      ],
      [
        'WEBVTT\n\n00:00:01.000 --> 00:00:09.000\nToo long\n',
        /^Cue 1 ends at 00:00:09.000, after the audio ends at 00:00:04/,
      ],
      [`WEBVTT\n\n${'x'.repeat(TRANSCRIPT_MAX_BYTES)}`, TRANSCRIPT_MESSAGES.tooLarge],
    ].map(([text, message]) => [text, message] as [string, string]);
    for (const [text, message] of refusals) {
      const refused = await put(text);
      expect(refused.statusCode).toBe(400);
      if (typeof message === 'string') expect(refused.json().messages).toEqual([message]);
      else expect(refused.json().messages[0]).toMatch(message);
    }
    expect((await admin.get(A2V_API.asset(id))).json().transcript).toBeNull();
    expect((await admin.get(A2V_API.assetTranscript(id))).statusCode).toBe(404);

    const saved = await put(
      '1\n00:00:00,500 --> 00:00:02,000\n<i>Hello</i> there\n\n2\n00:00:02,500 --> 00:00:03,500\nBye\n',
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().transcript).toEqual({ fileName: 'spot.srt', format: 'SRT', cueCount: 2 });
    expect((await admin.get(A2V_API.assetTranscript(id))).json().cues).toEqual([
      { start: 0.5, end: 2, text: 'Hello there' },
      { start: 2.5, end: 3.5, text: 'Bye' },
    ]);
    const listed = (await admin.get(`${A2V_API.assets}?name=with words`)).json().content[0];
    expect(listed.transcript).toMatchObject({ format: 'SRT', cueCount: 2 });

    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(A2V_API.assetTranscript(id))).statusCode).toBe(200);
    expect((await put('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nNo\n', readonly.client)).statusCode).toBe(
      403,
    );
    const other = await make.network();
    const networkUser = await make.user({ roles: ['ADMIN'], networkId: other.id }, 'ADMIN');
    expect((await networkUser.client.get(A2V_API.assetTranscript(id))).statusCode).toBe(404);
    expect((await put('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nNo\n', networkUser.client)).statusCode).toBe(
      404,
    );

    const removed = await admin.send({ method: 'DELETE', url: A2V_API.assetTranscript(id) });
    expect(removed.json().transcript).toBeNull();
  }, 90_000);

  it('renders an asset with a brand into a READY video creative: video and audio streams, as long as the audio', async () => {
    const assetId = await readyAsset(adminHttp, advertiser.id, 'Render me');
    // Captions on top, the moving waveform at the bottom: the caption box changes only with the cues.
    const { version } = (await admin.get(`${A2V_API.networkTemplate}?networkId=${network.id}`)).json();
    const layout = {
      ...DEFAULT_TEMPLATE_LAYOUT,
      captionBand: 'TOP',
      waveformBand: 'BOTTOM',
      colourBand: 'NONE',
    };
    const template = await admin.put(A2V_API.networkTemplateOf(network.id), { layout, version });
    expect(template.statusCode).toBe(200);
    const cue = { start: 0.5, end: 2 };
    const transcript = await admin.send({
      method: 'PUT',
      url: A2V_API.assetTranscript(assetId),
      payload: {
        fileName: 'spot.vtt',
        text: 'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nCAPTIONS DRAWN HERE\n',
      },
    });
    expect(transcript.statusCode).toBe(200);
    const brand = (
      await createBrand(admin, brandFields(advertiser.id), {
        logo: await png(300, 300),
        background: await png(1920, 1080, 'jpeg'),
      })
    ).json();
    const started = await admin.post(A2V_API.renders, {
      name: 'Acme spot (video)',
      assetId,
      brandId: brand.id,
    });
    expect(started.statusCode).toBe(201);
    const render = started.json();
    expect(render).toMatchObject({
      asset: { id: assetId },
      brand: { id: brand.id },
      creative: { name: 'Acme spot (video)' },
    });
    const creativeId = render.creative.id;
    await expect
      .poll(async () => (await admin.get(A2V_API.render(render.id))).json().processing, {
        timeout: 240_000,
        interval: 250,
      })
      .toBe('READY');
    expect((await admin.get(A2V_API.render(render.id))).json().progress).toBe(100);

    const creative = (await admin.get(CAMPAIGN_API.creative(creativeId))).json();
    expect(creative).toMatchObject({
      type: 'VIDEO',
      advertiser: { id: advertiser.id },
      network: { id: network.id },
    });
    expect(creative.video).toMatchObject({ processing: 'READY', width: 1280, height: 720, codec: 'h264' });
    const design = JSON.parse(creative.creativeDesign);
    expect(design).toMatchObject({
      template: A2V_TEMPLATE,
      assetId,
      brandId: brand.id,
      placementTypes: [...A2V_PLACEMENT_TYPES],
      captions: true,
      layout,
    });

    const source = await creativeVideoSource(t.db, creativeId);
    const scratch = await t.app.deps.storage.media.scratch();
    const file = await t.app.deps.storage.media.localFile(source!.videoKey, scratch);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_streams',
      '-show_format',
      file,
    ]);
    const probe = JSON.parse(stdout) as { streams: { codec_type: string }[]; format: { duration: string } };
    expect(probe.streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);
    const audio = (await admin.get(A2V_API.asset(assetId))).json();
    expect(Math.abs(Number(probe.format.duration) - audio.durationSeconds)).toBeLessThan(0.1);

    const box = layoutBoxes(design.layout).captions!;
    const captionPixels = async (seconds: number) => {
      const out = join(scratch, `frame-${seconds}.gray`);
      await run('ffmpeg', [
        ...['-y', '-hide_banner', '-loglevel', 'error', '-ss', String(seconds), '-i', file],
        ...['-frames:v', '1', '-vf', `crop=${box.width}:${box.height}:${box.x}:${box.y}`],
        ...['-f', 'rawvideo', '-pix_fmt', 'gray', out],
      ]);
      return readFile(out);
    };
    /** The share of the box's pixels whose brightness differs by more than a compression artefact would. */
    const changed = (a: Buffer, b: Buffer) =>
      a.filter((value, i) => Math.abs(value - b[i]!) > 40).length / a.length;
    const during = await captionPixels((cue.start + cue.end) / 2);
    const after = await captionPixels(3);
    const later = await captionPixels(3.5);
    expect(changed(during, after)).toBeGreaterThan(0.05);
    expect(changed(after, later)).toBeLessThan(0.005);
    await rm(scratch, { recursive: true, force: true });
  }, 300_000);

  it('refuses a render across advertisers, of a brand or asset out of reach, and by a read-only admin', async () => {
    const assetId = await readyAsset(adminHttp, advertiser.id, 'Guarded');
    const otherAdvertiser = await make.advertiser({ networkId: network.id });
    const foreignBrand = (await createBrand(admin, brandFields(otherAdvertiser.id))).json();
    const mixed = await admin.post(A2V_API.renders, { name: 'Mixed', assetId, brandId: foreignBrand.id });
    expect(mixed.json().messages).toEqual([RENDER_MESSAGES.otherAdvertiser]);
    const missing = await admin.post(A2V_API.renders, { name: 'Missing', assetId, brandId: 999_999 });
    expect(missing.json().messages).toEqual([RENDER_MESSAGES.brandNotFound(999_999)]);

    const other = await make.network();
    const networkUser = await make.user({ roles: ['ADMIN'], networkId: other.id }, 'ADMIN');
    const ownBrand = await make.advertiser({ networkId: other.id });
    const brand = (await createBrand(networkUser.client, brandFields(ownBrand.id))).json();
    const stolen = await networkUser.client.post(A2V_API.renders, {
      name: 'Stolen',
      assetId,
      brandId: brand.id,
    });
    expect(stolen.json().messages).toEqual([RENDER_MESSAGES.assetNotFound(assetId)]);
    expect((await networkUser.client.get(A2V_API.asset(assetId))).statusCode).toBe(404);
    const seen = (await networkUser.client.get(A2V_API.brands))
      .json()
      .content.map((row: { id: number }) => row.id);
    expect(seen).toEqual([brand.id]);
    const foreignBrandFromNetwork = await createBrand(networkUser.client, brandFields(advertiser.id));
    expect(foreignBrandFromNetwork.statusCode).toBe(400);

    const networkHttp = await http.as(networkUser.email);
    const upload = await uploadAsset(networkHttp, tone, {
      name: 'Theirs',
      advertiserId: String(advertiser.id),
    });
    expect(upload.created.status).toBe(400);

    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    const refused = await readonly.client.post(A2V_API.renders, {
      name: 'No',
      assetId,
      brandId: foreignBrand.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([PERMISSION_MISSING]);
    expect((await createBrand(readonly.client, brandFields(advertiser.id))).statusCode).toBe(403);
    expect((await readonly.client.get(A2V_API.assets)).statusCode).toBe(200);
  }, 90_000);
});
