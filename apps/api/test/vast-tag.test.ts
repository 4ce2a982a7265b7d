import { A2V_PLACEMENT_TYPES, A2V_TEMPLATE } from '@adcast/domain/a2v/renders';
import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { DEMAND_API } from '@adcast/domain/demand/paths';
import { ERROR_CODES } from '@adcast/domain/errors';
import { TAG_API } from '@adcast/domain/tags/paths';
import { TAG_MACROS } from '@adcast/domain/tags/tag-macros';
import { VASTParser } from '@dailymotion/vast-client';
import { DOMParser } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { DECISION_HEADER } from '../src/modules/inventory/tags/tag-routes';
import { type Builders, builders } from './support/builders';
import { useDemoApp } from './support/demand';

const today = toWireDate(new Date());
const EMPTY = '<VAST version="4.2"/>';

/** What vast-client reads of the tag's answer, without following its wrappers. */
const adsOf = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  return new VASTParser().parseVastXml(document as unknown as Parameters<VASTParser['parseVastXml']>[0], {
    isRootVAST: true,
  }) as {
    id: string;
    sequence: number | null;
    nextWrapperURL: string;
    impressionURLTemplates: { url: string }[];
    creatives: {
      duration: number;
      universalAdIds: { value: string }[];
      mediaFiles: {
        fileURL: string;
        mimeType: string;
        deliveryType: string;
        width: number;
        height: number;
      }[];
      trackingEvents: Record<string, string[]>;
    }[];
  }[];
};

describe('VAST tags (issue 24): the endpoint generator and the public tag that decides', () => {
  const app = useDemoApp();
  let make: Builders;

  const tag = (url: string) => app.t.app.inject({ method: 'GET', url });

  /** A placement of a new network with an order running from ten days ago to twenty days on. */
  const servedPlacement = async () => {
    const network = await make.network();
    const publisher = await make.publisher({ networkId: network.id });
    const placement = await make.placement({ publisher });
    const advertiser = await make.advertiser({ networkId: network.id });
    const order = await make.order({
      advertiser,
      startDate: addDays(today, -10),
      endDate: addDays(today, 20),
    });
    return { network, placement, order };
  };

  beforeAll(() => {
    make = builders(app.t);
  });

  it('writes the tag URL with every macro of the catalogue, or those named, and refuses a name it lacks', async () => {
    const { placement } = await servedPlacement();
    const all = await app.admin.get(`${TAG_API.endpointGenerator}?placementId=${placement.id}`);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.tag.startsWith(`/tag/vast/${placement.id}?`)).toBe(true);
    for (const macro of TAG_MACROS) expect(body.tag).toContain(`${macro.parameter}={{${macro.name}}}`);
    expect(body.macros).toHaveLength(TAG_MACROS.length);

    const some = await app.admin.get(
      `${TAG_API.endpointGenerator}?placementId=${placement.id}&macros=device_ifa,CACHE_BUSTER`,
    );
    expect(some.json().tag).toBe(`/tag/vast/${placement.id}?ifa={{DEVICE_IFA}}&cb={{CACHE_BUSTER}}`);

    const unknown = await app.admin.get(
      `${TAG_API.endpointGenerator}?placementId=${placement.id}&macros=IFA,SHOE_SIZE`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages).toEqual([
      'IFA is not a macro of the tag',
      'SHOE_SIZE is not a macro of the tag',
    ]);
  });

  it('lists the ad formats: the placement types with their labels', async () => {
    const formats = await app.admin.get(DEMAND_API.placementAdFormats);
    expect(formats.statusCode).toBe(200);
    expect(formats.json()).toContainEqual({ key: 'VAST_WEB', label: 'VAST web' });
  });

  it('answers a VAST wrapping the creative of an eligible line item, and keeps why for ad-ops', async () => {
    const { placement, order } = await servedPlacement();
    const lineItem = await make.lineItem({
      order,
      startDate: addDays(today, -5),
      endDate: addDays(today, 10),
    });
    const creative = await make.creative({ order });

    const answer = await tag(
      `${TAG_API.vastTag(placement.id)}?ifa={{DEVICE_IFA}}&width=1920&height=1080&cb=42`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const ads = adsOf(answer.body);
    expect(ads).toHaveLength(1);
    expect(ads[0]?.nextWrapperURL).toBe(creative.vastUrl);
    expect(ads[0]?.impressionURLTemplates[0]?.url).toContain(
      `${TAG_API.beacon(placement.id, 'impression')}?t=`,
    );

    const beacon = await tag(ads[0]?.impressionURLTemplates[0]?.url.replace(/^https?:\/\/[^/]+/, '') ?? '');
    expect(beacon.statusCode).toBe(204);

    const decision = await app.admin.get(TAG_API.decision(String(answer.headers[DECISION_HEADER])));
    expect(decision.statusCode).toBe(200);
    expect(decision.json()).toMatchObject({
      placementId: placement.id,
      pod: [
        { entrant: { kind: 'LINE_ITEM', lineItemId: lineItem.id }, creative: { creativeId: creative.id } },
      ],
    });
  });

  it('answers a video creative inline with its HLS, and wraps a VAST given as XML around its keyed route', async () => {
    const { network, placement, order } = await servedPlacement();
    const flight = { startDate: addDays(today, -5), endDate: addDays(today, 10) };
    await make.lineItem({ order, ...flight, cpm: 9 });
    const otherOrder = await make.order({
      advertiser: await make.advertiser({ networkId: network.id }),
      startDate: addDays(today, -10),
      endDate: addDays(today, 20),
    });
    await make.lineItem({ order: otherOrder, ...flight, cpm: 8 });
    const video = await make.creative({
      order,
      type: 'VIDEO',
      vastType: null,
      vastUrl: null,
      duration: 15,
      processing: 'READY',
      hlsPath: 'c0ffee/master.m3u8',
      renditions: [
        { height: 720, width: 1280, path: 'c0ffee/720p.mp4' },
        { height: 1080, width: 1920, path: 'c0ffee/1080p.mp4' },
      ],
      videoWidth: 1920,
      videoHeight: 1080,
    });
    const stored =
      '<VAST version="4.1"><Ad id="given"><InLine><AdSystem>Brand</AdSystem></InLine></Ad></VAST>';
    const given = await make.creative({
      order: otherOrder,
      vastType: 'XML',
      vastUrl: null,
      vastXml: stored,
      duration: 30,
    });
    await make.creative({
      order,
      type: 'VIDEO',
      vastType: null,
      vastUrl: null,
      duration: 15,
      processing: 'PROCESSING',
    });

    const answer = await tag(`${TAG_API.vastTag(placement.id)}?ifa=inline-1&max_duration=60`);
    const ads = adsOf(answer.body);
    expect(ads.map((ad) => ad.id)).toEqual([`adcast-${video.id}`, `adcast-${given.id}`]);
    const [inline, wrapped] = ads;
    expect(inline?.nextWrapperURL).toBeUndefined();
    expect(inline?.impressionURLTemplates[0]?.url).toContain(TAG_API.beacon(placement.id, 'impression'));
    expect(inline?.creatives[0]).toMatchObject({
      duration: 15,
      universalAdIds: [{ value: String(video.id) }],
      mediaFiles: [
        {
          mimeType: 'application/x-mpegURL',
          deliveryType: 'streaming',
          width: 1920,
          height: 1080,
          fileURL: expect.stringMatching(/\/api\/media\/hls\/c0ffee\/master\.m3u8$/),
        },
        {
          mimeType: 'video/mp4',
          deliveryType: 'progressive',
          width: 1920,
          height: 1080,
          fileURL: expect.stringMatching(/\/api\/media\/hls\/c0ffee\/1080p\.mp4$/),
        },
        {
          mimeType: 'video/mp4',
          deliveryType: 'progressive',
          width: 1280,
          height: 720,
          fileURL: expect.stringMatching(/\/api\/media\/hls\/c0ffee\/720p\.mp4$/),
        },
      ],
    });
    expect(inline?.creatives[0]?.trackingEvents.complete?.[0]).toContain(
      TAG_API.beacon(placement.id, 'complete'),
    );

    const route = wrapped?.nextWrapperURL.replace(/^https?:\/\/[^/]+/, '') ?? '';
    expect(route).toMatch(new RegExp(`^${TAG_API.creativeVast(given.id)}\\?k=`));
    const fetched = await tag(route);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toContain('application/xml');
    expect(fetched.body).toBe(stored);
    for (const walked of [
      `${TAG_API.creativeVast(given.id)}?k=${'x'.repeat(32)}`,
      route.replace(String(given.id), String(video.id)),
      TAG_API.creativeVast(given.id),
    ])
      expect((await tag(walked)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('serves a creative made for some placement types (an A2V render) only on those, and says why elsewhere', async () => {
    const network = await make.network();
    const publisher = await make.publisher({ networkId: network.id });
    const video = await make.placement({ publisher });
    const audio = await make.placement({ publisher, type: 'AUDIO_BACKFILL' });
    const flight = { startDate: addDays(today, -5), endDate: addDays(today, 10) };
    const orderFor = async () =>
      make.order({
        advertiser: await make.advertiser({ networkId: network.id }),
        startDate: addDays(today, -10),
        endDate: addDays(today, 20),
      });
    const a2vOrder = await orderFor();
    const a2vLineItem = await make.lineItem({ order: a2vOrder, ...flight, cpm: 12 });
    const rendered = await make.creative({
      order: a2vOrder,
      creativeDesign: JSON.stringify({
        template: A2V_TEMPLATE,
        assetId: 1,
        brandId: 1,
        placementTypes: [...A2V_PLACEMENT_TYPES],
      }),
    });
    const plainOrder = await orderFor();
    await make.lineItem({ order: plainOrder, ...flight, cpm: 5 });
    const plain = await make.creative({ order: plainOrder });

    const decisionOf = async (placementId: number) => {
      const answer = await tag(`${TAG_API.vastTag(placementId)}?ifa=types-1`);
      return (await app.admin.get(TAG_API.decision(String(answer.headers[DECISION_HEADER])))).json();
    };
    const onAudio = await decisionOf(audio.id);
    expect(onAudio.pod.map((slot: { creative: { creativeId: number } }) => slot.creative.creativeId)).toEqual(
      [rendered.id],
    );
    const onVideo = await decisionOf(video.id);
    expect(onVideo.pod.map((slot: { creative: { creativeId: number } }) => slot.creative.creativeId)).toEqual(
      [plain.id],
    );
    expect(onVideo.verdicts).toContainEqual({
      entrant: { kind: 'LINE_ITEM', lineItemId: a2vLineItem.id },
      status: 'FILTERED',
      rank: null,
      reason: 'PLACEMENT_TYPE',
      sentence: `No creative made for Video placements: creative ${rendered.id} is made for Audio backfill and Video audio video placements only.`,
    });
  });

  it('answers an empty VAST for a paused line item, one outside its flight and another network’s', async () => {
    const paused = await servedPlacement();
    await make.creative({ order: paused.order });
    await make.lineItem({ order: paused.order, status: 'INACTIVE', startDate: addDays(today, -5) });

    const later = await servedPlacement();
    await make.creative({ order: later.order });
    await make.lineItem({ order: later.order, startDate: addDays(today, 5), endDate: addDays(today, 15) });

    const elsewhere = await servedPlacement();
    const neighbour = await servedPlacement();
    await make.creative({ order: neighbour.order });
    await make.lineItem({
      order: neighbour.order,
      startDate: addDays(today, -5),
      endDate: addDays(today, 10),
    });

    for (const { placement } of [paused, later, elsewhere]) {
      const answer = await tag(TAG_API.vastTag(placement.id));
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(EMPTY);
    }
  });

  it('refuses a bad macro value or a placement id that is no number, and answers an unknown placement empty', async () => {
    const { placement } = await servedPlacement();
    const bad = await tag(`${TAG_API.vastTag(placement.id)}?width=wide`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      code: ERROR_CODES.VALIDATION,
      messages: ['width: The width must be a whole number'],
    });

    expect((await tag('/tag/vast/abc')).statusCode).toBe(400);
    const missing = await tag(TAG_API.vastTag(2_000_000_000));
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain(EMPTY);
  });
});
