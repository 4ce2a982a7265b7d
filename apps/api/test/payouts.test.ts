import { idapOf, PAYOUT_MESSAGES, PAYOUTS_API } from '@adcast/domain/publishers/payouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builders } from './support/builders';
import { createTestApp, DEMO, type TestApp, testConfig } from './support/test-app';
import {
  STAND_IN_KEY,
  STAND_IN_PAYER,
  type StandInPayment,
  signatureHolds,
  startTipaltiStandIn,
} from './support/tipalti-stand-in';

const IFRAME = 'https://ui2.sandbox.tipalti.com/payeedashboard/home';

const paymentsOf = (count: number): StandInPayment[] =>
  Array.from({ length: count }, (_, i) => ({
    refCode: `PAY-${i + 1}`,
    paymentDate: `2026-0${(i % 9) + 1}-15`,
    amount: 100 + i,
    currency: 'USD',
    status: 'Paid',
    paymentMethod: 'ACH',
  }));

describe('publisher payouts through Tipalti (part 2 §7 /tipalti/setup and /tipalti/payments)', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startTipaltiStandIn>>;
  let make: ReturnType<typeof builders>;
  let publisher: { id: number; networkId: number | null };

  beforeAll(async () => {
    standIn = await startTipaltiStandIn();
    const defaults = testConfig();
    t = await createTestApp({
      config: {
        media: { ...defaults.media, fetchAllowHosts: ['tipalti.localhost'] },
        tipalti: {
          payer: STAND_IN_PAYER,
          key: STAND_IN_KEY,
          apiUrl: standIn.apiUrl,
          iframeUrl: IFRAME,
          timeoutMs: 300,
        },
      },
    });
    make = builders(t);
    const network = await make.network();
    publisher = await make.publisher({ networkId: network.id });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const setupOf = (publisherId: number) => `${PAYOUTS_API.setup}?pub=${publisherId}`;
  const paymentsPath = (publisherId: number, query = '') =>
    `${PAYOUTS_API.payments}?pub=${publisherId}${query}`;

  it("signs the payee set-up page as Tipalti's iFrame requires: idap, payer, ts, then hashkey", async () => {
    const admin = await t.as(DEMO.admin);
    const before = Math.floor(Date.now() / 1000);
    const answer = await admin.get(setupOf(publisher.id));
    expect(answer.statusCode).toBe(200);
    const { configured, idap, url } = answer.json();
    expect(configured).toBe(true);
    expect(idap).toBe(idapOf(publisher.id));
    expect(url.startsWith(`${IFRAME}?`)).toBe(true);
    const query = url.slice(IFRAME.length + 1);
    expect([...new URLSearchParams(query).keys()]).toEqual(['idap', 'payer', 'ts', 'hashkey']);
    const params = new URLSearchParams(query);
    expect(params.get('idap')).toBe(idap);
    expect(params.get('payer')).toBe(STAND_IN_PAYER);
    expect(Number(params.get('ts'))).toBeGreaterThanOrEqual(before);
    expect(signatureHolds(query, STAND_IN_KEY)).toBe(true);
    expect(signatureHolds(query, 'another-key')).toBe(false);
  });

  it("pages the publisher's payments from Tipalti, each call signed", async () => {
    const own = await make.publisher();
    standIn.payments[idapOf(own.id)] = paymentsOf(12);
    const admin = await t.as(DEMO.admin);
    const first = await admin.get(paymentsPath(own.id, '&page=0&size=5'));
    expect(first.statusCode).toBe(200);
    expect(first.json().totalElements).toBe(12);
    expect(first.json().content[0]).toEqual({
      refCode: 'PAY-1',
      date: '2026-01-15',
      amount: 100,
      currency: 'USD',
      status: 'Paid',
      method: 'ACH',
    });
    const last = (await admin.get(paymentsPath(own.id, '&page=2&size=5'))).json();
    expect(last.content.map((p: { refCode: string }) => p.refCode)).toEqual(['PAY-11', 'PAY-12']);
    const call = standIn.state.calls.at(-1)!;
    expect(call.searchParams.get('offset')).toBe('10');
    expect(call.searchParams.get('limit')).toBe('5');
    expect(call.searchParams.get('payer')).toBe(STAND_IN_PAYER);
  });

  it('says plainly when Tipalti is slow, refuses the signature, answers too much or not JSON', async () => {
    const admin = await t.as(DEMO.admin);
    const cases = [
      ['silent', PAYOUT_MESSAGES.unreachable],
      ['huge', PAYOUT_MESSAGES.badAnswer],
      ['garbage', PAYOUT_MESSAGES.badAnswer],
    ] as const;
    for (const [mode, message] of cases) {
      standIn.state.mode = mode;
      const answer = await admin.get(paymentsPath(publisher.id));
      expect(answer.statusCode, mode).toBe(503);
      expect(answer.json().messages, mode).toEqual([message]);
    }
    standIn.state.mode = 'normal';
    const tipalti = t.app.deps.config.tipalti!;
    t.app.deps.config.tipalti = { ...tipalti, key: 'a-key-tipalti-does-not-know' };
    const refused = await admin.get(paymentsPath(publisher.id));
    t.app.deps.config.tipalti = tipalti;
    expect(refused.statusCode).toBe(503);
    expect(refused.json().messages).toEqual([PAYOUT_MESSAGES.refused(401)]);
  });

  it('refuses bad input: no publisher, a page size over 100', async () => {
    const admin = await t.as(DEMO.admin);
    expect((await admin.get(PAYOUTS_API.setup)).statusCode).toBe(400);
    expect((await admin.get(paymentsPath(publisher.id, '&size=500'))).statusCode).toBe(400);
    expect((await admin.get(`${PAYOUTS_API.setup}?pub=abc`)).statusCode).toBe(400);
  });

  it('lets the publisher itself and admins in; a network admin only its network; others 403 or 404', async () => {
    const other = await make.publisher();
    const own = await make.user(
      { roles: ['PUBLISHER'], publisherIds: [publisher.id] },
      {
        role: 'PUBLISHER',
        publisherId: publisher.id,
      },
    );
    expect((await own.client.get(setupOf(publisher.id))).statusCode).toBe(200);
    expect((await own.client.get(setupOf(other.id))).statusCode).toBe(404);
    const readonly = await t.as(DEMO.readonly);
    expect((await readonly.get(setupOf(other.id))).statusCode).toBe(200);
    const networkAdmin = await make.user({ roles: ['ADMIN'], networkId: publisher.networkId! });
    expect((await networkAdmin.client.get(setupOf(publisher.id))).statusCode).toBe(200);
    expect((await networkAdmin.client.get(setupOf(other.id))).statusCode).toBe(404);
    expect((await networkAdmin.client.get(paymentsPath(other.id))).statusCode).toBe(404);
    for (const email of [DEMO.sales, DEMO.campaigns, DEMO.revops, DEMO.designer, DEMO.owner]) {
      const caller = await t.as(email);
      expect((await caller.get(setupOf(publisher.id))).statusCode, email).toBe(403);
      expect((await caller.get(paymentsPath(publisher.id))).statusCode, email).toBe(403);
    }
    expect((await t.app.inject({ url: setupOf(publisher.id) })).statusCode).toBe(401);
  });
});

describe('payouts without Tipalti configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says payouts are not configured, and the publisher reads as before', async () => {
    const publisher = await builders(t).publisher();
    const admin = await t.as(DEMO.admin);
    const setup = await admin.get(`${PAYOUTS_API.setup}?pub=${publisher.id}`);
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toEqual({ configured: false, idap: idapOf(publisher.id), url: null });
    const payments = await admin.get(`${PAYOUTS_API.payments}?pub=${publisher.id}`);
    expect(payments.statusCode).toBe(503);
    expect(payments.json().messages).toEqual([PAYOUT_MESSAGES.notConfigured]);
    expect((await admin.get(`/api/publishers/${publisher.id}`)).statusCode).toBe(200);
  });
});
