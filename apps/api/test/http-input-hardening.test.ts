import { UPLOAD_PARTS } from '@adcast/domain/catalogue/images';
import { CATALOGUE_API } from '@adcast/domain/catalogue/paths';
import { CHANGELOG_API } from '@adcast/domain/changelog/paths';
import { DOCUMENT_PARTS, documentPaths } from '@adcast/domain/documents';
import { ID_MESSAGE } from '@adcast/domain/ids';
import { CHANNEL_UPLOAD_PARTS, CHANNELS_API } from '@adcast/domain/media/channels';
import { SERVER_MESSAGES } from '@adcast/domain/messages';
import { PAGING_MESSAGES } from '@adcast/domain/paging';
import { USERS_API } from '@adcast/domain/users/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandPartners } from '../src/db/schema/demand';
import { builders } from './support/builders';
import { rowCount } from './support/demand';
import { formWithFile, jsonWithFile } from './support/multipart';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const isErrorBody = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  Object.keys(body).sort().join() === 'code,messages' &&
  Number.isInteger((body as { code: unknown }).code) &&
  (body as { messages: unknown[] }).messages.every((m) => typeof m === 'string' && m.length > 0);

describe('bad input is a 400 {code, messages} and changes nothing (issue 6 §4)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['as']>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as(DEMO.admin);
  });
  afterAll(() => t.close());

  it('a path id is a plain positive decimal integer: 0x1, 1e0, +1, 0b1, 01 and 2^31 are 400, not partner 1', async () => {
    expect((await admin.get('/api/dp/1')).statusCode).toBe(200);
    for (const id of ['0x1', '1e0', '%2B1', '0b1', '01', '2147483648', '-1', '1.0']) {
      const response = await admin.get(`/api/dp/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json(), id).toEqual({ code: 2001, messages: [`id: ${ID_MESSAGE}`] });
    }
    expect((await admin.get('/api/dp/2147483647')).statusCode).toBe(404);
  });

  it('ids above 2^31-1 in id lists and body fields are 400 with the id message', async () => {
    for (const url of [
      '/api/dpconnection?ids=2147483648',
      '/api/dpconnection?networkIds=1,99999999999',
      '/api/placements?publishersIds=2147483648',
      '/api/publishers?ids=2147483648',
      '/api/co?coIds=2147483648',
    ]) {
      const response = await admin.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().messages[0], url).toContain(ID_MESSAGE);
    }
    const before = await rowCount(t, demandPartners);
    const partner = await admin.post('/api/dp', {
      displayName: 'Huge network',
      integrationType: 'VAST',
      vastTagUrl: 'https://ads.example.com/vast',
      networkId: 2_147_483_648,
    });
    expect(partner.statusCode).toBe(400);
    expect(partner.json()).toEqual({ code: 2001, messages: [`networkId: ${ID_MESSAGE}`] });
    expect(await rowCount(t, demandPartners)).toBe(before);
  });

  it('a NUL character in any text input is a 400 naming the field, and nothing is written', async () => {
    const query = await admin.get('/api/dpconnection?name=%00');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ code: 2001, messages: ['name: text must not contain the NUL character'] });
    const before = await rowCount(t, demandPartners);
    const body = await admin.post('/api/dp', {
      displayName: 'Null\u0000Partner',
      integrationType: 'VAST',
      vastTagUrl: 'https://ads.example.com/vast',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      code: 2001,
      messages: ['displayName: text must not contain the NUL character'],
    });
    expect(await rowCount(t, demandPartners)).toBe(before);
    expect((await admin.get('/api/users/password-recovery/validate/a%00b')).statusCode).toBe(400);
  });

  it('list page sizes: any from 1 to 1000; above is a 400 with a clear message', async () => {
    for (const size of [1, 7, 999, 1000]) {
      expect((await admin.get(`/api/dp?size=${size}`)).statusCode, String(size)).toBe(200);
    }
    for (const size of [0, 1001, 1e9]) {
      const response = await admin.get(`/api/dp?size=${size}`);
      expect(response.statusCode, String(size)).toBe(400);
      expect(response.json()).toEqual({ code: 2001, messages: [`size: ${PAGING_MESSAGES.size}`] });
    }
    expect((await admin.get('/api/publishers?page=1e300')).statusCode).toBe(400);
  });

  it('framework refusals have the error shape and a code of their own, not 2001', async () => {
    const tooLarge = await admin.send({
      method: 'POST',
      url: '/api/dp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ notes: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 1013]);
    const mediaType = await admin.send({
      method: 'POST',
      url: '/api/dp',
      headers: { 'content-type': 'text/xml' },
      payload: '<dp/>',
    });
    expect([mediaType.statusCode, mediaType.json().code]).toEqual([415, 1015]);
    const longParam = await admin.get(`/api/dp/${'1'.repeat(101)}`);
    expect([longParam.statusCode, longParam.json().code]).toEqual([414, 1014]);
    for (const response of [tooLarge, mediaType, longParam]) expect(isErrorBody(response.json())).toBe(true);
  });

  it('a URL that does not decode, a body that is not JSON and a poisoned prototype are 400 {code, messages}', async () => {
    const badUrl = await t.app.inject({ url: '/%' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ code: 2001, messages: ['The path is not a valid URL'] });
    const notJson = await admin.send({
      method: 'POST',
      url: '/api/dp',
      headers: { 'content-type': 'application/json' },
      payload: '{"displayName":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(isErrorBody(notJson.json())).toBe(true);
    const proto = await admin.send({
      method: 'POST',
      url: '/api/dp',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true},"displayName":"x"}',
    });
    expect(proto.statusCode).toBe(400);
    expect(isErrorBody(proto.json())).toBe(true);
  });

  it('an impossible calendar date is a 400, not a 500: the changelog and its CSV export', async () => {
    for (const url of [
      `${CHANGELOG_API.list}?dateFrom=2025-13-45`,
      `${CHANGELOG_API.list}?dateTo=2025-02-30`,
      `${CHANGELOG_API.export}?dateFrom=2025-13-45`,
    ]) {
      const response = await admin.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(isErrorBody(response.json()), url).toBe(true);
    }
  });

  it('a NUL in a multipart field or in the JSON it carries is a 400 naming the field, and nothing is written', async () => {
    const publisher = await builders(t).publisher();
    const document = await admin.send({
      method: 'POST',
      url: documentPaths('publisher').documents(publisher.id),
      ...formWithFile(
        { [DOCUMENT_PARTS.description]: 'Rate\u0000card' },
        { name: DOCUMENT_PARTS.file, filename: 'rates.txt', bytes: Buffer.from('rates'), type: 'text/plain' },
      ),
    });
    expect([document.statusCode, document.json()]).toEqual([
      400,
      { code: 2001, messages: [SERVER_MESSAGES.nulCharacter(DOCUMENT_PARTS.description)] },
    ]);
    const channel = await admin.send({
      method: 'POST',
      url: CHANNELS_API.channels,
      ...jsonWithFile(CHANNEL_UPLOAD_PARTS.channel, { title: 'Null\u0000channel', description: 'x' }),
    });
    expect([channel.statusCode, channel.json()]).toEqual([
      400,
      { code: 2001, messages: [SERVER_MESSAGES.nulCharacter(`${CHANNEL_UPLOAD_PARTS.channel}.title`)] },
    ]);
    const video = await builders(t).video();
    const bulk = await admin.send({
      method: 'PUT',
      url: CATALOGUE_API.videosBulkUpdate,
      ...jsonWithFile(UPLOAD_PARTS.bulkRequest, { videoIds: [video.id], data: { artist: 'A\u0000B' } }),
    });
    expect([bulk.statusCode, bulk.json()]).toEqual([
      400,
      { code: 2001, messages: [SERVER_MESSAGES.nulCharacter(`${UPLOAD_PARTS.bulkRequest}.data.artist`)] },
    ]);
    expect((await admin.get(documentPaths('publisher').documents(publisher.id))).json()).toEqual([]);
  });

  it('one error body holds at most 20 messages and says how many more there were', async () => {
    const payload = JSON.stringify({
      email: 'many@adcast.test',
      firstName: 'Many',
      lastName: 'Roles',
      roles: Array(2000).fill(0),
    });
    expect(payload.length).toBeLessThan(5_000);
    const response = await admin.send({
      method: 'POST',
      url: USERS_API.users,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    const { messages } = response.json();
    expect(messages).toHaveLength(21);
    const more = Number(/\d+/.exec(messages[20])?.[0]);
    expect(more).toBeGreaterThanOrEqual(1980);
    expect(messages[20]).toBe(SERVER_MESSAGES.moreProblems(more));
    expect(response.body.length).toBeLessThan(5_000);
  });

  it('X-Mask PUBLISHER or CONTENT_OWNER without an id is not a mask (part 1 §4): 403', async () => {
    for (const mask of ['PUBLISHER', 'CONTENT_OWNER']) {
      const response = await (await t.as(DEMO.multi, mask)).get('/api/publishers');
      expect(response.statusCode, mask).toBe(403);
      expect(response.json()).toEqual({ code: 1003, messages: ['The X-Mask header is not valid'] });
    }
  });
});
