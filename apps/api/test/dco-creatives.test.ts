import { CAMPAIGN_MESSAGES } from '@adcast/domain/campaigns/campaign-messages';
import { DCO_MESSAGES, DCO_TEMPLATE } from '@adcast/domain/campaigns/dco';
import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { DCO_CREATIVE_DURATION_S } from '@adcast/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives } from '../src/db/schema/campaigns';
import { PERMISSION_MISSING } from '../src/http/auth';
import { type Builders, builders } from './support/builders';
import { rowCount } from './support/demand';
import { uploadDisplayCreative } from './support/display-creative-image';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

describe('DCO creatives (part 2 §7 POST /api/campaign/dco/creative): template, assets, 15 seconds, rendered', () => {
  let t: TestApp;
  let admin: Client;
  let make: Builders;
  let network: { id: number };
  let advertiser: { id: number; networkId: number | null };
  let background: { id: number };

  /** A display creative of the advertiser: the DCO's background. */
  const displayCreative = (advertiserId: number, format: 'png' | 'gif' = 'png') =>
    uploadDisplayCreative(admin, advertiserId, format);

  const dco = (advertiserId: number, backgroundId: number, fields: Record<string, unknown> = {}) => ({
    name: 'Summer sale DCO',
    advertiserId,
    backgroundId,
    headline: 'Summer sale: 30% off',
    callToAction: 'Shop now',
    ...fields,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as(DEMO.admin);
    make = builders(t);
    network = await make.network();
    advertiser = await make.advertiser({ networkId: network.id });
    background = await displayCreative(advertiser.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a 15-second video creative whatever duration is sent, renders it with ffmpeg and probes it READY', async () => {
    const created = await admin.post(
      CAMPAIGN_API.dcoCreative,
      dco(advertiser.id, background.id, { duration: 42 }),
    );
    expect(created.statusCode).toBe(201);
    const creative = created.json();
    expect(creative).toMatchObject({
      name: 'Summer sale DCO',
      type: 'VIDEO',
      duration: DCO_CREATIVE_DURATION_S,
      advertiser: { id: advertiser.id },
      network: { id: network.id },
    });
    expect(JSON.parse(creative.creativeDesign)).toEqual({
      template: DCO_TEMPLATE,
      backgroundId: background.id,
      headline: 'Summer sale: 30% off',
      callToAction: 'Shop now',
    });
    const video = async () => (await admin.get(CAMPAIGN_API.creative(creative.id))).json().video;
    await expect
      .poll(async () => (await video()).processing, { timeout: 240_000, interval: 250 })
      .toBe('READY');
    expect(await video()).toMatchObject({ width: 1280, height: 720, codec: 'h264', error: null });
    expect(Math.round((await video()).durationSeconds)).toBe(DCO_CREATIVE_DURATION_S);
  }, 300_000);

  it('refuses a background of another advertiser or none it may see, and empty texts, writing nothing', async () => {
    const before = await rowCount(t, creatives);
    const otherAdvertiser = await make.advertiser({ networkId: network.id });
    const foreign = await admin.post(CAMPAIGN_API.dcoCreative, dco(otherAdvertiser.id, background.id));
    expect(foreign.json().messages).toEqual([DCO_MESSAGES.backgroundOfAnotherAdvertiser]);
    const missing = await admin.post(CAMPAIGN_API.dcoCreative, dco(advertiser.id, 999_999));
    expect(missing.json().messages).toEqual([DCO_MESSAGES.backgroundNotFound(999_999)]);
    const empty = await admin.post(
      CAMPAIGN_API.dcoCreative,
      dco(advertiser.id, background.id, { headline: ' ' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages.join(' ')).toContain('Headline is required');
    expect(await rowCount(t, creatives)).toBe(before);
  });

  it("a network user uses its network's advertisers only; a read-only admin may not create", async () => {
    const other = await make.network();
    const foreignAdvertiser = await make.advertiser({ networkId: other.id });
    const foreignBackground = await displayCreative(foreignAdvertiser.id, 'gif');
    const networkUser = await make.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN');
    const stolen = await networkUser.client.post(
      CAMPAIGN_API.dcoCreative,
      dco(foreignAdvertiser.id, foreignBackground.id),
    );
    expect(stolen.json().messages).toEqual([CAMPAIGN_MESSAGES.advertiserNotFound(foreignAdvertiser.id)]);
    const borrowed = await networkUser.client.post(
      CAMPAIGN_API.dcoCreative,
      dco(advertiser.id, foreignBackground.id),
    );
    expect(borrowed.json().messages).toEqual([DCO_MESSAGES.backgroundNotFound(foreignBackground.id)]);
    const readonly = await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN');
    const refused = await readonly.client.post(CAMPAIGN_API.dcoCreative, dco(advertiser.id, background.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([PERMISSION_MISSING]);
  });
});
