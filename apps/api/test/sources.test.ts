import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FETCH_MESSAGES } from '@adcast/domain/media/fetch-messages';
import { LAYOUT_MESSAGES } from '@adcast/domain/squeezeback/layout';
import { SOURCE_API } from '@adcast/domain/squeezeback/paths';
import { SOURCE_MESSAGES } from '@adcast/domain/squeezeback/sources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squeezebackSources } from '../src/db/schema/taxonomy';
import { PERMISSION_MISSING } from '../src/http/auth';
import { PREVIEW_FRAME } from '../src/media/squeezeback/preview-frame';
import { type Builders, builders } from './support/builders';
import { rowCount } from './support/demand';
import { createTestApp, DEMO, type TestApp, testConfig } from './support/test-app';

const HOST = '127.0.0.1';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const sourceBody = (name: string, hlsUrl: string, fields: Record<string, unknown> = {}) => ({
  name,
  networkId: null,
  hlsUrl,
  channelId: null,
  layout: { left: 25, top: 0, width: 75, height: 75 },
  schedule: {
    timeZone: 'EST',
    slots: [{ day: 'MONDAY', restrictedHours: true, startHour: 18, endHour: 23 }],
  },
  ...fields,
});

/** Width and height of a PNG, read from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('squeezeback sources: live sources, their layout, and a preview rendered by ffmpeg', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['as']>>;
  let make: Builders;
  let hls: Server;
  let folder: string;
  let base: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'adcast-squeezeback-fixture-'));
    // A short live-like HLS rendition of a test pattern, made at test time.
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25'],
      ...['-t', '3', '-c:v', 'libx264', '-g', '25', '-f', 'hls', '-hls_time', '1', '-hls_list_size', '0'],
      join(folder, 'live.m3u8'),
    ]);
    hls = createServer((request, response) => {
      const name = (request.url ?? '/').slice(1);
      if (name === 'not-hls.m3u8') return response.writeHead(200).end('<html>hello</html>');
      let body: Buffer;
      try {
        body = readFileSync(join(folder, name));
      } catch {
        return response.writeHead(404).end();
      }
      response.writeHead(200).end(body);
    });
    await new Promise<void>((resolve) => hls.listen(0, HOST, resolve));
    base = `http://${HOST}:${(hls.address() as AddressInfo).port}`;
    t = await createTestApp({ config: { media: { ...testConfig().media, fetchAllowHosts: [HOST] } } });
    admin = await t.as(DEMO.admin);
    make = builders(t);
  });
  afterAll(async () => {
    await t.close();
    hls.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('creates a source with its channel, layout and schedule', async () => {
    const channel = await make.channel({ title: 'Live sports' });
    const created = await admin.post(
      SOURCE_API.sources,
      sourceBody('Stadium feed', `${base}/live.m3u8`, { channelId: channel.id }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Stadium feed',
      channel: { id: channel.id, name: 'Live sports' },
      layout: { left: 25, top: 0, width: 75, height: 75 },
      schedule: { timeZone: 'America/New_York', slots: [{ day: 'MONDAY', startHour: 18, endHour: 23 }] },
    });
  });

  it('renders the squeezeback frame from the live source as a PNG', async () => {
    const source = (
      await admin.post(SOURCE_API.sources, sourceBody('Pattern feed', `${base}/live.m3u8`))
    ).json();
    const preview = await admin.get(SOURCE_API.preview(source.id));
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    const png = preview.rawPayload;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: PREVIEW_FRAME.width, height: PREVIEW_FRAME.height });
  });

  it('says clearly why a preview cannot be made: unreachable, not HLS, a private address', async () => {
    const previewOf = async (name: string, hlsUrl: string) => {
      const source = (await admin.post(SOURCE_API.sources, sourceBody(name, hlsUrl))).json();
      const response = await admin.get(SOURCE_API.preview(source.id));
      expect(response.statusCode).toBe(422);
      return response.json().messages;
    };
    expect(await previewOf('Gone feed', `${base}/gone.m3u8`)).toEqual([
      SOURCE_MESSAGES.unreachable(FETCH_MESSAGES.status(404)),
    ]);
    expect(await previewOf('Web page feed', `${base}/not-hls.m3u8`)).toEqual([SOURCE_MESSAGES.notHls]);
    expect(await previewOf('Metadata feed', 'http://169.254.169.254/latest.m3u8')).toEqual([
      SOURCE_MESSAGES.unreachable(FETCH_MESSAGES.forbiddenAddress),
    ]);
  });

  it('refuses a layout that is no L and a URL that is no http address, and writes nothing', async () => {
    const before = await rowCount(t, squeezebackSources);
    const refused = async (body: object, message: string) => {
      const response = await admin.post(SOURCE_API.sources, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([message]);
    };
    const url = `${base}/live.m3u8`;
    await refused(
      sourceBody('Centred', url, { layout: { left: 10, top: 10, width: 75, height: 75 } }),
      `layout.left: ${LAYOUT_MESSAGES.notInCorner}`,
    );
    await refused(
      sourceBody('Full', url, { layout: { left: 0, top: 0, width: 100, height: 75 } }),
      `layout.width: ${LAYOUT_MESSAGES.noRoom}`,
    );
    await refused(sourceBody('Ftp', 'ftp://example.com/live.m3u8'), `hlsUrl: ${SOURCE_MESSAGES.hlsUrl}`);
    expect(await rowCount(t, squeezebackSources)).toBe(before);
  });

  it("keeps a network user to its network's sources and channels; read-only admins read, change nothing", async () => {
    const network = await make.network();
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const foreignChannel = await make.channel({ networkId: (await make.network()).id });
    const foreign = await networkAdmin.client.post(
      SOURCE_API.sources,
      sourceBody('Foreign channel feed', `${base}/live.m3u8`, { channelId: foreignChannel.id }),
    );
    expect(foreign.json().messages).toEqual([SOURCE_MESSAGES.channelNotFound]);
    const platform = (
      await admin.post(SOURCE_API.sources, sourceBody('Platform feed', `${base}/live.m3u8`))
    ).json();
    expect((await networkAdmin.client.get(SOURCE_API.source(platform.id))).statusCode).toBe(404);
    expect((await networkAdmin.client.get(SOURCE_API.preview(platform.id))).statusCode).toBe(404);
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(SOURCE_API.source(platform.id))).statusCode).toBe(200);
    const write = await readonly.client.post(
      SOURCE_API.sources,
      sourceBody('Read-only feed', `${base}/live.m3u8`),
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
    const revOps = await make.user({ roles: ['REV_OPS'] }, 'REV_OPS');
    expect((await revOps.client.get(SOURCE_API.sources)).statusCode).toBe(403);
  });
});
