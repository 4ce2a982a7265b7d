import {
  DESIGN_DURATION_S,
  DESIGNER_API,
  DESIGNER_MESSAGES,
} from '@adcast/domain/campaigns/creative-designer';
import { DCO_MESSAGES } from '@adcast/domain/campaigns/dco';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { FIELD_MESSAGES } from '@adcast/domain/patterns';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives } from '../src/db/schema/campaigns';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { rowCount } from './support/demand';
import { uploadDisplayCreative } from './support/display-creative-image';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

type Person = Awaited<ReturnType<Builders['user']>>;

describe('the creative designer (issue 25): a template previewed as a frame and rendered into a 15 s video creative', () => {
  let t: TestApp;
  let make: Builders;
  let designer: Person;
  let advertiser: { id: number; networkId: number | null };
  let image: { id: number };

  const design = (fields: Record<string, unknown> = {}) => ({
    template: 'PRODUCT_SPOTLIGHT',
    advertiserId: advertiser.id,
    headline: 'Winter sale: 50% off',
    subline: 'Only this weekend',
    brandColour: '#1E6B52',
    textColour: '#FFFFFF',
    imageId: image.id,
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp();
    make = builders(t);
    const network = await make.network();
    advertiser = await make.advertiser({ networkId: network.id });
    image = await uploadDisplayCreative(await t.as(DEMO.admin), advertiser.id);
    designer = await make.user({ roles: ['DESIGNER'], networkId: network.id }, 'DESIGNER');
  });
  afterAll(async () => {
    await t.close();
  });

  it('previews a design as a 1280x720 PNG whose left half is the image and right half the brand colour', async () => {
    const response = await designer.client.post(DESIGNER_API.preview, design());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = sharp(response.rawPayload);
    expect(await png.metadata()).toMatchObject({ format: 'png', width: 1280, height: 720 });
    const { data, info } = await png.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // The image (20, 90, 160) fills the left half's middle; the brand colour (#1E6B52) the right's top corner.
    const near = (actual: number[], expected: number[]) =>
      actual.every((channel, at) => Math.abs(channel - expected[at]!) <= 6);
    expect(near(pixel(320, 360), [20, 90, 160])).toBe(true);
    expect(near(pixel(1270, 10), [0x1e, 0x6b, 0x52])).toBe(true);
  }, 60_000);

  it('renders the design into a VIDEO creative of 15 s of the library, probed READY at 720p H.264', async () => {
    const created = await designer.client.post(DESIGNER_API.render, {
      name: 'Winter spotlight',
      design: design({ template: 'TITLE_CARD', imageId: null }),
    });
    expect(created.statusCode).toBe(201);
    const creative = created.json();
    expect(creative).toMatchObject({
      name: 'Winter spotlight',
      type: 'VIDEO',
      duration: DESIGN_DURATION_S,
      advertiser: { id: advertiser.id },
    });
    expect(JSON.parse(creative.creativeDesign)).toMatchObject({
      template: 'TITLE_CARD',
      headline: 'Winter sale: 50% off',
    });
    const video = async () => (await designer.client.get(CAMPAIGN_API.creative(creative.id))).json().video;
    await expect
      .poll(async () => (await video()).processing, { timeout: 240_000, interval: 250 })
      .toBe('READY');
    expect(await video()).toMatchObject({ width: 1280, height: 720, codec: 'h264', error: null });
    expect(Math.round((await video()).durationSeconds)).toBe(DESIGN_DURATION_S);
  }, 300_000);

  it('refuses a design that breaks a rule, with its message, and writes nothing', async () => {
    const before = await rowCount(t, creatives);
    const refused = async (body: object, message: string) => {
      const response = await designer.client.post(DESIGNER_API.render, { name: 'Refused', design: body });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages.join(' ')).toContain(message);
    };
    await refused(design({ imageId: null }), DESIGNER_MESSAGES.imageRequired('Product spotlight'));
    await refused(design({ brandColour: 'green' }), FIELD_MESSAGES.hexColour);
    await refused(design({ headline: 'x'.repeat(51) }), DESIGNER_MESSAGES.headlineTooLong);
    const otherAdvertiser = await make.advertiser({ networkId: advertiser.networkId });
    await refused(design({ advertiserId: otherAdvertiser.id }), DCO_MESSAGES.backgroundOfAnotherAdvertiser);
    expect(await rowCount(t, creatives)).toBe(before);
  });

  it("keeps each network's advertisers to itself, and lets only a role that creates creatives design", async () => {
    const stranger = await make.user(
      { roles: ['DESIGNER'], networkId: (await make.network()).id },
      'DESIGNER',
    );
    const stolen = await stranger.client.post(DESIGNER_API.preview, design());
    expect(stolen.statusCode).toBe(400);
    for (const role of ['READ_ONLY_ADMIN', 'REV_OPS'] as const) {
      const refused = await (await make.user({ roles: [role] }, role)).client.post(
        DESIGNER_API.preview,
        design(),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messages).toEqual([PERMISSION_MISSING]);
    }
  });
});
