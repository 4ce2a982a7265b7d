import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import {
  DISPLAY_CREATIVE_MAX_SIDE,
  DISPLAY_CREATIVE_MESSAGES,
  DISPLAY_CREATIVE_MIN_SIDE,
  DISPLAY_CREATIVE_PARTS,
} from '@adcast/domain/campaigns/display-creatives';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { URL_MESSAGE } from '@adcast/domain/inventory/urls';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayCreatives } from '../src/db/schema/display-creatives';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { ALL_STATUSES, changesOf, countsOf, ids, rowCount } from './support/demand';
import { jsonWithFile } from './support/multipart';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

const image = (format: 'png' | 'jpeg' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

const imagePart = async (
  format: 'png' | 'jpeg' | 'gif',
  width: number,
  height: number,
  filename = `pause.${format}`,
) => ({
  name: DISPLAY_CREATIVE_PARTS.image,
  filename,
  bytes: await image(format, width, height),
  type: `image/${format}`,
});

const body = (advertiserId: number, name: string, fields: Record<string, unknown> = {}) => ({
  advertiserId,
  name,
  clickThroughUrl: 'https://shop.example.com/spring',
  ...fields,
});

describe('display creatives (part 2 §7 /api/campaign/display-creative): image ads, rules, tenancy, list, status', () => {
  let t: TestApp;
  let admin: Client;
  let make: Builders;
  let network: { id: number; name: string };
  let advertiser: { id: number; name: string; networkId: number | null };

  const create = async (client: Client, json: unknown, file?: Awaited<ReturnType<typeof imagePart>>) =>
    client.send({
      method: 'POST',
      url: CAMPAIGN_API.displayCreatives,
      ...jsonWithFile(DISPLAY_CREATIVE_PARTS.creative, json, file),
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as(DEMO.admin);
    make = builders(t);
    network = await make.network();
    advertiser = await make.advertiser({ networkId: network.id });
  });
  afterAll(async () => {
    await t.close();
  });

  it("creates a PNG pause ad in its advertiser's network with the image's size, serves the image and records it", async () => {
    const created = await create(
      admin,
      body(advertiser.id, 'Spring pause ad', { width: 640, height: 360 }),
      await imagePart('png', 640, 360),
    );
    expect(created.statusCode).toBe(201);
    const creative = created.json();
    expect(creative).toMatchObject({
      name: 'Spring pause ad',
      status: 'ACTIVE',
      width: 640,
      height: 360,
      clickThroughUrl: 'https://shop.example.com/spring',
      advertiser: { id: advertiser.id },
      network: { id: network.id },
      image: { fileName: 'pause.png', contentType: 'image/png' },
    });
    const served = await admin.get(creative.image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    expect(await changesOf(t, 'DISPLAY_CREATIVE', creative.id)).toHaveLength(1);
  });

  it('takes a GIF and a JPG, their sizes read from the images when none are sent', async () => {
    const gif = await create(admin, body(advertiser.id, 'Overlay GIF'), await imagePart('gif', 300, 100));
    expect(gif.json()).toMatchObject({ width: 300, height: 100, image: { contentType: 'image/gif' } });
    const jpg = await create(admin, body(advertiser.id, 'Overlay JPG'), await imagePart('jpeg', 120, 80));
    expect(jpg.json()).toMatchObject({ width: 120, height: 80, image: { contentType: 'image/jpeg' } });
  });

  it('refuses a missing, wrong, unreadable or oversized image, a size that is not the image’s and a bad URL, writing nothing', async () => {
    const before = await rowCount(t, displayCreatives);
    const refusals: [Awaited<ReturnType<typeof create>>, string][] = [
      [await create(admin, body(advertiser.id, 'No image')), DISPLAY_CREATIVE_MESSAGES.imageRequired],
      [
        await create(admin, body(advertiser.id, 'Text'), {
          name: DISPLAY_CREATIVE_PARTS.image,
          filename: 'pause.png',
          bytes: Buffer.from('not an image at all'),
          type: 'image/png',
        }),
        DISPLAY_CREATIVE_MESSAGES.imageType,
      ],
      [
        await create(admin, body(advertiser.id, 'Cut'), {
          ...(await imagePart('png', 400, 400)),
          bytes: (await image('png', 400, 400)).subarray(0, 60),
        }),
        DISPLAY_CREATIVE_MESSAGES.imageUnreadable,
      ],
      [
        await create(
          admin,
          body(advertiser.id, 'Too wide'),
          await imagePart('png', DISPLAY_CREATIVE_MAX_SIDE.width + 1, 100),
        ),
        DISPLAY_CREATIVE_MESSAGES.imageSize(DISPLAY_CREATIVE_MAX_SIDE, DISPLAY_CREATIVE_MIN_SIDE),
      ],
      [
        await create(admin, body(advertiser.id, 'Tiny'), await imagePart('png', 8, 8)),
        DISPLAY_CREATIVE_MESSAGES.imageSize(DISPLAY_CREATIVE_MAX_SIDE, DISPLAY_CREATIVE_MIN_SIDE),
      ],
      [
        await create(
          admin,
          body(advertiser.id, 'Wrong size', { width: 1920, height: 1080 }),
          await imagePart('png', 640, 360),
        ),
        DISPLAY_CREATIVE_MESSAGES.sizeMismatch(640, 360),
      ],
      [
        await create(
          admin,
          body(advertiser.id, 'Bad URL', { clickThroughUrl: 'shop' }),
          await imagePart('png', 64, 64),
        ),
        `clickThroughUrl: ${URL_MESSAGE}`,
      ],
    ];
    for (const [response, message] of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toContain(message);
    }
    expect(await rowCount(t, displayCreatives)).toBe(before);
  });

  it('edits the fields alone (reverted from the changelog) or with a new image', async () => {
    const creative = (
      await create(admin, body(advertiser.id, 'Evening overlay'), await imagePart('png', 200, 100))
    ).json();
    const renamed = await admin.put(CAMPAIGN_API.displayCreative(creative.id), {
      ...body(advertiser.id, 'Evening overlay, late', { width: 200, height: 100 }),
      version: creative.version,
    });
    expect(renamed.json()).toMatchObject({ name: 'Evening overlay, late', width: 200, version: 2 });
    const [rename] = await changesOf(t, 'DISPLAY_CREATIVE', creative.id);
    const reverted = await admin.post(CHANGELOG_API.revert(rename!.id));
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ name: 'Evening overlay', version: 3 });
    const wrongSize = await admin.put(CAMPAIGN_API.displayCreative(creative.id), {
      ...body(advertiser.id, 'Evening overlay', { width: 300 }),
      version: 3,
    });
    expect(wrongSize.json().messages).toEqual([DISPLAY_CREATIVE_MESSAGES.sizeMismatch(200, 100)]);
    const replaced = await admin.send({
      method: 'PUT',
      url: CAMPAIGN_API.displayCreative(creative.id),
      ...jsonWithFile(
        DISPLAY_CREATIVE_PARTS.creative,
        { ...body(advertiser.id, 'Evening overlay'), version: 3 },
        await imagePart('gif', 320, 50, 'banner.gif'),
      ),
    });
    expect(replaced.json()).toMatchObject({
      width: 320,
      height: 50,
      image: { fileName: 'banner.gif', contentType: 'image/gif' },
      version: 4,
    });
  });

  it("a network user sees its network's display creatives only; another network's is a 404", async () => {
    const other = await make.network();
    const foreignAdvertiser = await make.advertiser({ networkId: other.id });
    const foreign = (
      await create(admin, body(foreignAdvertiser.id, 'Foreign overlay'), await imagePart('png', 50, 50))
    ).json();
    const own = (
      await create(admin, body(advertiser.id, 'Own overlay'), await imagePart('png', 50, 50))
    ).json();
    const networkUser = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    expect((await networkUser.client.get(CAMPAIGN_API.displayCreative(foreign.id))).statusCode).toBe(404);
    expect((await networkUser.client.put(CAMPAIGN_API.archiveDisplayCreative(foreign.id))).statusCode).toBe(
      404,
    );
    const edit = await networkUser.client.put(CAMPAIGN_API.displayCreative(foreign.id), {
      ...body(foreignAdvertiser.id, 'Taken'),
      version: 1,
    });
    expect(edit.statusCode).toBeGreaterThanOrEqual(400);
    expect((await admin.get(CAMPAIGN_API.displayCreative(foreign.id))).json().name).toBe('Foreign overlay');
    const stolen = await create(
      networkUser.client,
      body(foreignAdvertiser.id, 'Stolen'),
      await imagePart('png', 50, 50),
    );
    expect(stolen.json().messages).toEqual([CAMPAIGN_MESSAGES.advertiserNotFound(foreignAdvertiser.id)]);
    const listed = (
      await networkUser.client.get(`${CAMPAIGN_API.displayCreatives}?${ALL_STATUSES}&size=100`)
    ).json();
    expect(ids(listed)).toContain(own.id);
    expect(ids(listed)).not.toContain(foreign.id);
  });

  it('lists by name and advertiser with counts, archives and activates, and exports CSV', async () => {
    const client = await make.advertiser();
    const made = [];
    for (const name of ['Heron dawn', 'Heron dusk'])
      made.push((await create(admin, body(client.id, name), await imagePart('png', 40, 40))).json());
    const page = (
      await admin.get(
        `${CAMPAIGN_API.displayCreatives}?name=heron&advertiserIds=${client.id}&sortProperty=name&sortDirection=asc`,
      )
    ).json();
    expect(page.content.map((row: { name: string }) => row.name)).toEqual(['Heron dawn', 'Heron dusk']);
    const archived = await admin.put(CAMPAIGN_API.archiveDisplayCreative(made[0].id), {
      version: made[0].version,
    });
    expect(archived.json()).toMatchObject({ status: 'ARCHIVED' });
    expect(countsOf((await admin.get(`${CAMPAIGN_API.displayCreativeCounts}?name=heron`)).json())).toEqual({
      ACTIVE: 1,
      INACTIVE: 0,
      ARCHIVED: 1,
    });
    expect((await admin.put(CAMPAIGN_API.unarchiveDisplayCreative(made[0].id))).json()).toMatchObject({
      status: 'ACTIVE',
    });
    const csv = await admin.get(`${CAMPAIGN_API.displayCreatives}/export.csv?name=heron`);
    expect(csv.body).toContain('Heron dusk');
    expect(csv.body).toContain('40×40');
  });

  it('designers write; a read-only admin reads and changes nothing; rev ops may not read', async () => {
    const designer = await make.user({ roles: ['DESIGNER'] }, 'DESIGNER');
    const made = await create(
      designer.client,
      body(advertiser.id, 'Designer overlay'),
      await imagePart('png', 32, 32),
    );
    expect(made.statusCode).toBe(201);
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    expect((await readonly.client.get(CAMPAIGN_API.displayCreatives)).statusCode).toBe(200);
    const before = await rowCount(t, displayCreatives);
    const write = await create(
      readonly.client,
      body(advertiser.id, 'Read-only overlay'),
      await imagePart('png', 32, 32),
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().messages).toEqual([PERMISSION_MISSING]);
    const edit = await readonly.client.put(CAMPAIGN_API.displayCreative(made.json().id), {
      ...body(advertiser.id, 'Renamed'),
      version: 1,
    });
    expect(edit.statusCode).toBe(403);
    expect(await rowCount(t, displayCreatives)).toBe(before);
    const revOps = await make.user({ roles: ['REV_OPS'] }, 'REV_OPS');
    expect((await revOps.client.get(CAMPAIGN_API.displayCreatives)).statusCode).toBe(403);
  });
});
