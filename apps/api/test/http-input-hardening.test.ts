import { ID_MESSAGE } from '@adcast/domain/ids';
import { PAGING_MESSAGES } from '@adcast/domain/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandPartners } from '../src/db/schema/demand';
import { rowCount } from './support/demand';
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

  it('X-Mask PUBLISHER or CONTENT_OWNER without an id is not a mask (part 1 §4): 403', async () => {
    for (const mask of ['PUBLISHER', 'CONTENT_OWNER']) {
      const response = await (await t.as(DEMO.multi, mask)).get('/api/publishers');
      expect(response.statusCode, mask).toBe(403);
      expect(response.json()).toEqual({ code: 1003, messages: ['The X-Mask header is not valid'] });
    }
  });
});
