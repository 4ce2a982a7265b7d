import { CAMPAIGN_API } from '@adcast/domain/campaigns/paths';
import { DOCUMENT_MESSAGES, documentPaths } from '@adcast/domain/documents';
import { DOMAINS_API } from '@adcast/domain/inventory/paths';
import { MIXER_API } from '@adcast/domain/media/queue-estimate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creativeOrders } from '../src/db/schema/campaigns';
import { documents } from '../src/db/schema/documents';
import { type Builders, builders } from './support/builders';
import { changesOf, rowCount } from './support/demand';
import { formWithFile } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const upload = (filename: string, bytes: Buffer, description?: string) =>
  formWithFile({ description }, { name: 'file', filename, bytes, type: 'application/octet-stream' });
const orderFiles = documentPaths('order');

/** Part 2 §7 calls served last: a creative's line items, the media queue's estimate, a domain's embeds, campaign files. */
describe('part 2 §7 small calls', () => {
  let t: TestApp;
  let b: Builders;
  let admin: Client;
  let readOnly: Client;

  beforeAll(async () => {
    t = await createTestApp();
    b = builders(t);
    admin = (await b.user({ roles: ['ADMIN'] }, 'ADMIN')).client;
    readOnly = (await b.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN')).client;
  });
  afterAll(() => t.close());

  describe('GET /api/mixer/queue-estimate', () => {
    it('answers an empty queue as starting right away', async () => {
      const answer = await admin.get(MIXER_API.queueEstimate);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ queued: 0, running: 0, averageSeconds: null, estimatedWaitSeconds: 0 });
    });

    it('counts queued and running media jobs and times the wait by the finished ones', async () => {
      for (let i = 0; i < 3; i++) await b.jobRun('media-transcode', 'created');
      await b.jobRun('creative-probe', 'active');
      await b.jobRun('media-transcode', 'completed', 30);
      await b.jobRun('creative-probe', 'completed', 90);
      // Another queue's runs are not media jobs.
      await b.jobRun('report-file', 'created');
      await b.jobRun('report-file', 'completed', 3000);
      // The test app runs one transcode and one creative check at a time: 3 jobs ahead of a new
      // one must finish, 60 s each, over 2 workers.
      expect((await admin.get(MIXER_API.queueEstimate)).json()).toEqual({
        queued: 3,
        running: 1,
        averageSeconds: 60,
        estimatedWaitSeconds: 90,
      });
    });

    it('answers whoever uploads a video or a creative, and nobody else', async () => {
      const designer = (await b.user({ roles: ['DESIGNER'] }, 'DESIGNER')).client;
      expect((await designer.get(MIXER_API.queueEstimate)).statusCode).toBe(200);
      expect((await readOnly.get(MIXER_API.queueEstimate)).statusCode).toBe(403);
      const publisher = await b.publisher();
      const own = await b.user(
        { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
        {
          role: 'PUBLISHER',
          publisherId: publisher.id,
        },
      );
      expect((await own.client.get(MIXER_API.queueEstimate)).statusCode).toBe(403);
    });
  });

  describe('GET /api/campaign/creative/{id}/lineitems', () => {
    it("answers the line items of the creative's campaigns by name, not other campaigns'", async () => {
      const order = await b.order();
      const other = await b.order({ advertiser: { id: order.advertiserId, networkId: null } });
      const creative = await b.creative({ order });
      const zebra = await b.lineItem({ order, name: 'Zebra spot' });
      const apple = await b.lineItem({ order, name: 'apple spot', status: 'INACTIVE' });
      await b.lineItem({ order: other, name: 'Elsewhere' });
      const answer = await readOnly.get(CAMPAIGN_API.creativeLineItems(creative.id));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual([
        expect.objectContaining({
          id: apple.id,
          name: 'apple spot',
          status: 'INACTIVE',
          order: { id: order.id, name: order.name },
        }),
        expect.objectContaining({ id: zebra.id, name: 'Zebra spot', status: 'ACTIVE' }),
      ]);
      const unlinked = await b.creative({ order: other });
      await t.db.delete(creativeOrders).where(eq(creativeOrders.creativeId, unlinked.id));
      expect((await admin.get(CAMPAIGN_API.creativeLineItems(unlinked.id))).json()).toEqual([]);
    });

    it("keeps a network user to its network's creatives and needs the line items' read too", async () => {
      const network = await b.network();
      const foreign = await b.creative({ order: await b.order() });
      const ownOrder = await b.order({ advertiser: await b.advertiser({ networkId: network.id }) });
      const own = await b.creative({ order: ownOrder });
      const item = await b.lineItem({ order: ownOrder });
      const networkUser = (await b.user({ roles: ['ADMIN'], networkId: network.id }, 'ADMIN')).client;
      expect((await networkUser.get(CAMPAIGN_API.creativeLineItems(foreign.id))).statusCode).toBe(404);
      expect(
        (await networkUser.get(CAMPAIGN_API.creativeLineItems(own.id)))
          .json()
          .map((row: { id: number }) => row.id),
      ).toEqual([item.id]);
      const designer = (await b.user({ roles: ['DESIGNER'] }, 'DESIGNER')).client;
      expect((await designer.get(CAMPAIGN_API.creativeLineItems(own.id))).statusCode).toBe(403);
      expect((await admin.get(CAMPAIGN_API.creativeLineItems(999_999))).statusCode).toBe(404);
    });
  });

  describe('GET /api/domains/{id}/embeds', () => {
    it("gives each active placement of the domain's publisher its tag and a player snippet", async () => {
      const publisher = await b.publisher();
      const domain = await b.domain({ publisher });
      const [first, second] = await b.placements(2, { name: 'Home', publisher });
      await b.placement({ name: 'Paused', publisher, status: 'INACTIVE' });
      await b.placement({ name: 'Another publisher' });
      const answer = await admin.get(DOMAINS_API.embeds(domain.id));
      expect(answer.statusCode).toBe(200);
      const publicUrl = t.app.deps.config.publicUrl;
      const embeds = answer.json();
      expect(embeds.map((embed: { placementName: string }) => embed.placementName)).toEqual([
        'Home 1',
        'Home 2',
      ]);
      expect(embeds[0]).toMatchObject({
        placementId: first!.id,
        tagUrl: `${publicUrl}/tag/vast/${first!.id}`,
      });
      expect(embeds[1].tagUrl).toBe(`${publicUrl}/tag/vast/${second!.id}`);
      expect(embeds[0].html).toContain(`request.adTagUrl = "${publicUrl}/tag/vast/${first!.id}";`);
      expect(embeds[0].html).toContain(`<video id="adcast-video-${first!.id}"`);

      const tag = await t.app.inject({ method: 'GET', url: `/tag/vast/${first!.id}` });
      expect(tag.statusCode).toBe(200);
      expect(tag.headers['content-type']).toContain('application/xml');
    });

    it("answers the domain's own publisher and keeps others out", async () => {
      const network = await b.network();
      const publisher = await b.publisher({ networkId: network.id });
      const domain = await b.domain({ publisher });
      const placement = await b.placement({ publisher });
      const own = await b.user(
        { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
        {
          role: 'PUBLISHER',
          publisherId: publisher.id,
        },
      );
      expect((await own.client.get(DOMAINS_API.embeds(domain.id))).json()).toEqual([
        expect.objectContaining({ placementId: placement.id }),
      ]);
      const elsewhere = await b.domain();
      expect((await own.client.get(DOMAINS_API.embeds(elsewhere.id))).statusCode).toBe(404);
      const otherNetwork = (await b.user({ roles: ['ADMIN'], networkId: (await b.network()).id }, 'ADMIN'))
        .client;
      expect((await otherNetwork.get(DOMAINS_API.embeds(domain.id))).statusCode).toBe(404);
      const designer = (await b.user({ roles: ['DESIGNER'] }, 'DESIGNER')).client;
      expect((await designer.get(DOMAINS_API.embeds(domain.id))).statusCode).toBe(403);
    });
  });

  describe('POST /api/campaign/file-upload', () => {
    it("stores a campaign's file, read from its bytes, listed and downloaded on the order", async () => {
      const order = await b.order();
      const sent = await admin.send({
        method: 'POST',
        url: `${CAMPAIGN_API.fileUpload}?orderId=${order.id}`,
        ...upload('../IO 2026 – signed.pdf', PDF, 'Signed IO'),
      });
      expect(sent.statusCode).toBe(201);
      const file = sent.json();
      expect(file).toMatchObject({
        name: 'IO 2026 – signed.pdf',
        description: 'Signed IO',
        contentType: 'application/pdf',
        byteSize: PDF.length,
      });
      expect((await readOnly.get(orderFiles.documents(order.id))).json()).toEqual([file]);
      const download = await readOnly.get(orderFiles.file(order.id, file.id));
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('attachment;');
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect((await changesOf(t, 'DOCUMENT', file.id)).map((change) => change.action)).toEqual(['CREATE']);
      expect((await admin.get(orderFiles.documents((await b.order()).id))).json()).toEqual([]);
    });

    it('refuses a file of no kind we take, a missing order and an unknown one, writing nothing', async () => {
      const order = await b.order();
      const before = await rowCount(t, documents);
      const program = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
      const refused = await admin.send({
        method: 'POST',
        url: `${CAMPAIGN_API.fileUpload}?orderId=${order.id}`,
        ...upload('creative.pdf', program),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().messages).toEqual([DOCUMENT_MESSAGES.type]);
      const noOrder = await admin.send({
        method: 'POST',
        url: CAMPAIGN_API.fileUpload,
        ...upload('a.pdf', PDF),
      });
      expect(noOrder.statusCode).toBe(400);
      const unknown = await admin.send({
        method: 'POST',
        url: `${CAMPAIGN_API.fileUpload}?orderId=999999`,
        ...upload('a.pdf', PDF),
      });
      expect(unknown.statusCode).toBe(404);
      expect(await rowCount(t, documents)).toBe(before);
    });

    it("lets only who may edit the campaign upload, within the campaign's network", async () => {
      const network = await b.network();
      const order = await b.order({ advertiser: await b.advertiser({ networkId: network.id }) });
      const url = `${CAMPAIGN_API.fileUpload}?orderId=${order.id}`;
      const before = await rowCount(t, documents);
      expect((await readOnly.send({ method: 'POST', url, ...upload('a.pdf', PDF) })).statusCode).toBe(403);
      const otherNetwork = (await b.user({ roles: ['ADMIN'], networkId: (await b.network()).id }, 'ADMIN'))
        .client;
      expect((await otherNetwork.send({ method: 'POST', url, ...upload('a.pdf', PDF) })).statusCode).toBe(
        404,
      );
      expect((await otherNetwork.get(orderFiles.documents(order.id))).statusCode).toBe(404);
      expect(await rowCount(t, documents)).toBe(before);
      const manager = (
        await b.user({ roles: ['CAMPAIGN_MANAGER'], networkId: network.id }, 'CAMPAIGN_MANAGER')
      ).client;
      expect(
        (await manager.send({ method: 'POST', url, ...upload('brief.txt', Buffer.from('Brief')) })).json(),
      ).toMatchObject({
        name: 'brief.txt',
        contentType: 'text/plain; charset=utf-8',
      });
    });
  });
});
