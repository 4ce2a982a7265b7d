import { readFile } from 'node:fs/promises';
import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import { CREATIVE_MESSAGES, VAST_MESSAGES } from '@adcast/domain/campaigns/creative-messages';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { CTV_MIN_HEIGHT } from '@adcast/domain/campaigns/vast-check';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { ERROR_CODES } from '@adcast/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives } from '../src/db/schema/campaigns';
import { PERMISSION_MISSING } from '../src/http/auth';
import { serveFleet } from './support/ads-txt-fleet';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, countsOf, ids, rowCount } from './support/demand';
import { makeClip } from './support/media';
import { jsonWithFile } from './support/multipart';
import { createTestApp, DEMO, type TestApp, testConfig } from './support/test-app';
import { inlineVast, wrapperVast } from './support/vast-fixtures';

type Client = Awaited<ReturnType<TestApp['as']>>;

const LINEAR = 'Ad[1]/InLine/Creatives/Creative[1]/Linear';
const VAST_HOST = 'vast.localhost';

/** A VAST creative as the form sends it: 15 seconds, its XML pasted. */
const vastBody = (advertiserId: number, name: string, fields: Record<string, unknown> = {}) => ({
  advertiserId,
  name,
  type: 'VAST',
  vastType: 'XML',
  vastXml: inlineVast({ version: '4.2' }),
  duration: 15,
  ivtEnabled: true,
  ivtType: 'GIVT',
  watermarkEnabled: false,
  mute: true,
  ...fields,
});

describe('creatives (part 2 §7 /api/campaign/creative): VAST and video creatives, rules, tenancy, list, status', () => {
  let t: TestApp;
  let admin: Client;
  let make: Builders;
  let network: { id: number; name: string };
  let advertiser: { id: number; name: string; networkId: number | null };
  let fleet: Awaited<ReturnType<typeof serveFleet>>;
  const served = (path: string) => `http://${VAST_HOST}:${fleet.port}${path}`;

  beforeAll(async () => {
    fleet = await serveFleet({
      [VAST_HOST]: (path) => {
        if (path === '/inline.xml') return { type: 'application/xml', body: inlineVast({ version: '3.0' }) };
        if (path === '/wrapper.xml')
          return { type: 'application/xml', body: wrapperVast(served('/inline.xml')) };
        if (path === '/loop.xml') return { type: 'application/xml', body: wrapperVast(served('/loop.xml')) };
        return undefined;
      },
    });
    t = await createTestApp({ config: { media: { ...testConfig().media, fetchAllowHosts: [VAST_HOST] } } });
    admin = await t.as(DEMO.admin);
    make = builders(t);
    network = await make.network();
    advertiser = await make.advertiser({ networkId: network.id });
  });
  afterAll(async () => {
    await t.close();
    await fleet.close();
  });
  it("creates a VAST creative in its advertiser's network, with its campaigns, and records it", async () => {
    const order = await make.order({ advertiser });
    const created = await admin.post(
      CAMPAIGN_API.creatives,
      vastBody(advertiser.id, 'Spring spot', { orders: [order.id] }),
    );
    expect(created.statusCode).toBe(201);
    const creative = created.json();
    expect(creative).toMatchObject({
      name: 'Spring spot',
      status: 'ACTIVE',
      type: 'VAST',
      vastType: 'XML',
      vastUrl: null,
      vastVersion: '4.2',
      video: null,
      duration: 15,
      ivtEnabled: true,
      ivtType: 'GIVT',
      mute: true,
      advertiser: { id: advertiser.id, name: advertiser.name },
      network: { id: network.id, name: network.name },
      orders: [{ id: order.id, name: order.name }],
      version: 1,
    });
    expect((await changesOf(t, 'CREATIVE', creative.id))[0]).toMatchObject({ action: 'CREATE' });
    expect((await admin.get(CAMPAIGN_API.creative(creative.id))).json()).toEqual(creative);
  });

  it('follows a VAST URL through its wrapper before saving it', async () => {
    const created = await admin.post(
      CAMPAIGN_API.creatives,
      vastBody(advertiser.id, 'Wrapped spot', {
        vastType: 'URL',
        vastXml: null,
        vastUrl: served('/wrapper.xml'),
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      vastType: 'URL',
      vastUrl: served('/wrapper.xml'),
      vastVersion: '4.1',
    });
  });

  it('refuses an invalid VAST with each problem at its element, and writes nothing', async () => {
    const before = await rowCount(t, creatives);
    const refused = async (body: object, messages: string[]) => {
      const response = await admin.post(CAMPAIGN_API.creatives, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: ERROR_CODES.VALIDATION, messages });
    };
    await refused(
      vastBody(advertiser.id, 'Small', {
        vastXml: inlineVast({ mediaFiles: [{ type: 'video/mp4', height: 320, width: 480 }] }),
      }),
      [CREATIVE_MESSAGES.invalidVast, `${LINEAR}/MediaFiles: ${VAST_MESSAGES.noCtvMediaFile}`],
    );
    await refused(vastBody(advertiser.id, 'Long', { vastXml: inlineVast({ duration: '00:00:30' }) }), [
      CREATIVE_MESSAGES.invalidVast,
      `${LINEAR}/Duration: ${VAST_MESSAGES.duration(15, 30)}`,
    ]);
    await refused(
      vastBody(advertiser.id, 'Loop', { vastType: 'URL', vastXml: null, vastUrl: served('/loop.xml') }),
      [
        CREATIVE_MESSAGES.invalidVast,
        `Ad[1]/Wrapper/VASTAdTagURI: ${VAST_MESSAGES.wrapperLoop(served('/loop.xml'))}`,
      ],
    );
    await refused(vastBody(advertiser.id, 'No XML', { vastXml: '' }), [
      `vastXml: ${CREATIVE_MESSAGES.vastXmlRequired}`,
    ]);
    await refused(vastBody(advertiser.id, 'No IVT type', { ivtType: null }), [
      `ivtType: ${CREATIVE_MESSAGES.ivtTypeRequired}`,
    ]);
    await refused(vastBody(advertiser.id, 'Video', { type: 'VIDEO', vastType: null, vastXml: null }), [
      CREATIVE_MESSAGES.videoFileRequired,
    ]);
    await refused(vastBody(2_000_000_000, 'Nobody'), [CAMPAIGN_MESSAGES.advertiserNotFound(2_000_000_000)]);
    const elsewhere = await make.order();
    await refused(vastBody(advertiser.id, 'Other campaign', { orders: [elsewhere.id] }), [
      CREATIVE_MESSAGES.ordersOfAnotherAdvertiser([elsewhere.id]),
    ]);
    expect(await rowCount(t, creatives)).toBe(before);
  });

  it('answers the VAST check before saving: version, media files, tracking events and problems', async () => {
    const report = await admin.post(CAMPAIGN_API.validateVast, {
      vastType: 'XML',
      vastXml: inlineVast({ version: '2.0', mediaFiles: [{ type: 'video/webm', height: 1080 }] }),
      duration: 15,
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      valid: false,
      version: '2.0',
      trackingEvents: expect.arrayContaining(['start', 'complete']),
      problems: [
        {
          path: `${LINEAR}/MediaFiles/MediaFile[1]`,
          message: VAST_MESSAGES.mediaType('video/webm'),
          severity: 'WARNING',
        },
        { path: `${LINEAR}/MediaFiles`, message: VAST_MESSAGES.noCtvMediaFile, severity: 'ERROR' },
      ],
    });
  });

  it("a network user sees its network's creatives only; another network's is a 404", async () => {
    const other = await make.network();
    const foreignAdvertiser = await make.advertiser({ networkId: other.id });
    const foreign = (
      await admin.post(CAMPAIGN_API.creatives, vastBody(foreignAdvertiser.id, 'Foreign spot'))
    ).json();
    const own = (await admin.post(CAMPAIGN_API.creatives, vastBody(advertiser.id, 'Own spot'))).json();
    const networkUser = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    expect((await networkUser.client.get(CAMPAIGN_API.creative(foreign.id))).statusCode).toBe(404);
    expect((await networkUser.client.put(CAMPAIGN_API.archiveCreative(foreign.id))).statusCode).toBe(404);
    expect((await networkUser.client.get(CAMPAIGN_API.creative(own.id))).statusCode).toBe(200);
    const stolen = await networkUser.client.post(
      CAMPAIGN_API.creatives,
      vastBody(foreignAdvertiser.id, 'Stolen'),
    );
    expect(stolen.json().messages).toEqual([CAMPAIGN_MESSAGES.advertiserNotFound(foreignAdvertiser.id)]);
    const listed = (
      await networkUser.client.get(`${CAMPAIGN_API.creatives}?${ALL_STATUSES}&size=100`)
    ).json();
    expect(ids(listed)).toContain(own.id);
    expect(ids(listed)).not.toContain(foreign.id);
  });

  it('lists by name, advertiser and type with counts, and changes status by its status-name calls', async () => {
    const client = await make.advertiser();
    const made = [];
    for (const name of ['Osprey dawn', 'Osprey dusk'])
      made.push((await admin.post(CAMPAIGN_API.creatives, vastBody(client.id, name))).json());
    const page = (
      await admin.get(
        `${CAMPAIGN_API.creatives}?name=osprey&advertiserIds=${client.id}&types=VAST&sortProperty=name&sortDirection=asc`,
      )
    ).json();
    expect(page.content.map((row: { name: string }) => row.name)).toEqual(['Osprey dawn', 'Osprey dusk']);
    const archived = await admin.put(CAMPAIGN_API.archiveCreative(made[0].id), { version: made[0].version });
    expect(archived.json()).toMatchObject({ status: 'ARCHIVED' });
    expect(countsOf((await admin.get(`${CAMPAIGN_API.creativeCounts}?name=osprey`)).json())).toEqual({
      ACTIVE: 1,
      INACTIVE: 0,
      ARCHIVED: 1,
    });
    const back = await admin.put(CAMPAIGN_API.unarchiveCreative(made[0].id));
    expect(back.json()).toMatchObject({ status: 'ACTIVE' });
    const csv = await admin.get(`${CAMPAIGN_API.creatives}/export.csv?name=osprey`);
    expect(csv.body).toContain('Osprey dusk');
  });

  it('an edit is reverted from the changelog', async () => {
    const creative = (
      await admin.post(CAMPAIGN_API.creatives, vastBody(advertiser.id, 'Reverted spot'))
    ).json();
    const edited = await admin.put(CAMPAIGN_API.creative(creative.id), {
      ...vastBody(advertiser.id, 'Reverted spot', { mute: false, vastXml: inlineVast({ version: '3.0' }) }),
      version: creative.version,
    });
    expect(edited.json()).toMatchObject({ mute: false, vastVersion: '3.0', version: 2 });
    const [change] = await changesOf(t, 'CREATIVE', creative.id);
    const reverted = await admin.post(CHANGELOG_API.revert(change!.id));
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ mute: true, vastVersion: '4.2', version: 3 });
  });

  it('a video file is stored and probed for CTV: a 320p clip fails with its reason, reprocess runs it again', async () => {
    const clip = await readFile(await makeClip({ seconds: 2, size: '480x320', audio: false }));
    const created = await admin.send({
      method: 'POST',
      url: CAMPAIGN_API.creatives,
      ...jsonWithFile(
        'creative',
        vastBody(advertiser.id, 'Uploaded spot', {
          type: 'VIDEO',
          vastType: null,
          vastXml: null,
          duration: 2,
        }),
        { name: 'file', filename: 'spot.mp4', bytes: clip, type: 'video/mp4' },
      ),
    });
    expect(created.statusCode).toBe(201);
    const creative = created.json();
    expect(creative.video).toMatchObject({ fileName: 'spot.mp4' });
    const processed = async () => (await admin.get(CAMPAIGN_API.creative(creative.id))).json().video;
    await expect
      .poll(async () => (await processed()).processing, { timeout: 30_000, interval: 200 })
      .toBe('FAILED');
    expect(await processed()).toMatchObject({
      height: 320,
      width: 480,
      codec: 'h264',
      error: VAST_MESSAGES.height(320, CTV_MIN_HEIGHT),
    });
    const again = await admin.put(CAMPAIGN_API.reprocessCreative(creative.id));
    expect(again.statusCode).toBe(200);
    await expect
      .poll(async () => (await processed()).processing, { timeout: 30_000, interval: 200 })
      .toBe('FAILED');
    const notVideo = (
      await admin.post(CAMPAIGN_API.creatives, vastBody(advertiser.id, 'Not processed'))
    ).json();
    expect((await admin.put(CAMPAIGN_API.reprocessCreative(notVideo.id))).json().messages).toEqual([
      CREATIVE_MESSAGES.notAVideoCreative,
    ]);
  });

  it('designers create and edit creatives, campaign managers and sales representatives too; read-only admins only read', async () => {
    for (const role of ['DESIGNER', 'CAMPAIGN_MANAGER', 'SALES_REPRESENTATIVE'] as const) {
      const writer = await make.user({ roles: [role] }, role);
      const created = await writer.client.post(
        CAMPAIGN_API.creatives,
        vastBody(advertiser.id, `${role} spot`),
      );
      expect(created.statusCode).toBe(201);
      const edited = await writer.client.put(CAMPAIGN_API.creative(created.json().id), {
        ...vastBody(advertiser.id, `${role} spot, edited`),
        version: 1,
      });
      expect(edited.statusCode).toBe(200);
    }
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(CAMPAIGN_API.creatives)).statusCode).toBe(200);
    const write = await readonly.client.post(
      CAMPAIGN_API.creatives,
      vastBody(advertiser.id, 'Read-only spot'),
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
    const revOps = await make.user({ roles: ['REV_OPS'] }, 'REV_OPS');
    expect((await revOps.client.get(CAMPAIGN_API.creatives)).statusCode).toBe(403);
  });
});
