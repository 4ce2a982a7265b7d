import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import { FORECAST_API, FORECAST_MESSAGES, type ForecastResult } from '@adcast/domain/forecast/forecast';
import {
  SAVED_FORECAST_MESSAGES,
  SAVED_FORECAST_NAME_MAX,
  type SavedForecast,
} from '@adcast/domain/forecast/saved-forecasts';
import type { Page } from '@adcast/domain/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Builders, builders } from './support/builders';
import { dailyFacts, load } from './support/facts';
import { createTestApp, type TestApp } from './support/test-app';

type Client = Awaited<ReturnType<TestApp['as']>>;

const HISTORY = 42;
const WEEKLY = [-900, 300, 500, 600, 400, 200, -1100];

describe('saved forecasts: a slice and flight kept by name in its network, with the totals promised then', () => {
  let t: TestApp;
  let make: Builders;
  const today = toWireDate(new Date());
  const flight = { startDate: today, endDate: addDays(today, 13) };
  let own: { id: number; name: string };
  let other: { id: number; name: string };
  let ownPlacement: number;
  let revOps: Client & { id: number };
  let otherRevOps: Client;
  let admin: Client;
  let readOnlyAdmin: Client;

  const list = async (client: Client, query: Record<string, string> = {}) =>
    (await client.get(`${FORECAST_API.saved}?${new URLSearchParams(query)}`)).json() as Page<SavedForecast>;
  const save = (client: Client, body: object) => client.post(FORECAST_API.saved, body);
  const remove = (client: Client, id: number) =>
    client.send({ method: 'DELETE', url: FORECAST_API.savedForecast(id) });

  beforeAll(async () => {
    t = await createTestApp();
    make = builders(t);
    /** A network with one placement and the columns of its facts. */
    const supplied = async () => {
      const network = await make.network();
      const publisher = await make.publisher({ networkId: network.id });
      const placement = await make.placement({ publisher });
      const facts = { network_id: network.id, publisher_id: publisher.id, placement_id: placement.id };
      return { network, placement: placement.id, facts };
    };
    const ours = await supplied();
    const theirs = await supplied();
    [own, other, ownPlacement] = [ours.network, theirs.network, ours.placement];
    const first = addDays(today, -HISTORY);
    await load(t.app.deps.facts, [
      ...dailyFacts(
        first,
        HISTORY,
        { level: 8000, slope: 15, weekly: WEEKLY, fill: 0.6 },
        { ...ours.facts, country: 'US' },
      ),
      ...dailyFacts(first, HISTORY, { level: 20_000 }, theirs.facts),
    ]);
    const order = await make.order({
      advertiser: await make.advertiser({ networkId: own.id }),
      startDate: today,
      endDate: addDays(today, 30),
    });
    await make.lineItem({ order, goalAmount: 30_000, startDate: today, endDate: addDays(today, 9) });

    const revOpsUser = await make.user({ roles: ['REV_OPS'], networkId: own.id }, 'REV_OPS');
    revOps = { ...revOpsUser.client, id: revOpsUser.id };
    otherRevOps = (await make.user({ roles: ['REV_OPS'], networkId: other.id }, 'REV_OPS')).client;
    admin = (await make.user({ roles: ['ADMIN'] }, 'ADMIN')).client;
    readOnlyAdmin = (await make.user({ roles: ['READ_ONLY_ADMIN'] }, 'READ_ONLY_ADMIN')).client;
  });
  afterAll(() => t.close());

  it('saves a forecast with the totals and backtest error of a forecast the server makes, whatever the client sends', async () => {
    const query = { placementIds: [ownPlacement], platforms: ['CTV'], ...flight };
    const response = await save(revOps, {
      name: '  Q3 CTV upfront  ',
      query,
      snapshot: { requests: 1, impressions: 1, booked: 0, available: 1 },
      totals: { requests: 1, impressions: 1, booked: 0, available: 1 },
    });
    expect(response.statusCode).toBe(201);
    const saved: SavedForecast = response.json();
    const fresh: ForecastResult = (await revOps.post(FORECAST_API.forecast, query)).json();
    expect(fresh.totals.booked).toBeGreaterThan(0);
    expect(fresh.backtest).not.toBeNull();
    expect(saved).toMatchObject({
      name: 'Q3 CTV upfront',
      query: { targetingId: null, countries: [], deviceTypes: [], ...query },
      targeting: null,
      network: { id: own.id, name: own.name },
      savedBy: { id: revOps.id },
    });
    expect(saved.snapshot).toEqual({
      ...fresh.totals,
      mape: {
        requests: fresh.backtest?.requests.mape,
        impressions: fresh.backtest?.impressions.mape,
      },
      notEnoughHistory: false,
    });
    expect(Date.now() - Date.parse(saved.savedOn)).toBeLessThan(60_000);

    const one = await revOps.get(FORECAST_API.savedForecast(saved.id));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(saved);
  });

  it('lists the network’s saved forecasts newest first, paged, searched by name ignoring case', async () => {
    const colleague = (
      await make.user({ roles: ['SALES_REPRESENTATIVE'], networkId: own.id }, 'SALES_REPRESENTATIVE')
    ).client;
    const before = await list(revOps);
    const older = (await save(revOps, { name: 'Spring sports', query: flight })).json() as SavedForecast;
    const newer = (
      await save(colleague, { name: 'Spring news', query: { countries: ['US'], ...flight } })
    ).json() as SavedForecast;

    const all = await list(colleague);
    expect(all.totalElements).toBe(before.totalElements + 2);
    expect(all.content.slice(0, 2).map((saved) => saved.id)).toEqual([newer.id, older.id]);
    const searched = await list(revOps, { name: 'SPRING' });
    expect(searched).toMatchObject({ totalElements: 2 });
    expect(searched.content.map((saved) => saved.name)).toEqual(['Spring news', 'Spring sports']);
    const second = await list(revOps, { name: 'spring', size: '1', page: '1' });
    expect(second).toMatchObject({ totalElements: 2, content: [{ id: older.id }] });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await list(admin);
    await save(revOps, { name: 'Taken', query: flight });

    const refusals = [
      [{ name: '   ', query: flight }, 400, [`name: ${SAVED_FORECAST_MESSAGES.nameRequired}`]],
      [
        { name: 'x'.repeat(SAVED_FORECAST_NAME_MAX + 1), query: flight },
        400,
        [`name: ${SAVED_FORECAST_MESSAGES.nameTooLong}`],
      ],
      [{ name: 'tAKEN', query: flight }, 409, [SAVED_FORECAST_MESSAGES.nameTaken]],
      [
        { name: 'Backwards', query: { startDate: addDays(today, 5), endDate: today } },
        400,
        [`query.endDate: ${FORECAST_MESSAGES.flightOrder}`],
      ],
      [
        { name: 'Ended', query: { startDate: addDays(today, -9), endDate: addDays(today, -2) } },
        400,
        [FORECAST_MESSAGES.flightEnded],
      ],
    ] as const;
    for (const [body, status, messages] of refusals) {
      const response = await save(revOps, body);
      expect({ status: response.statusCode, messages: response.json().messages }).toEqual({
        status,
        messages,
      });
    }
    const foreignSet = await make.targetingSet({ networkId: other.id });
    const foreign = await save(revOps, {
      name: 'Foreign set',
      query: { targetingId: foreignSet.id, ...flight },
    });
    expect(foreign.statusCode).toBe(404);

    const after = await list(admin);
    expect(after.totalElements).toBe(before.totalElements + 1);
    expect(after.content[0]?.name).toBe('Taken');
  });

  it('keeps a network’s saved forecasts to it: another network neither lists, opens nor deletes them; a name may repeat there', async () => {
    const mine = (await save(revOps, { name: 'Only ours', query: flight })).json() as SavedForecast;

    expect((await list(otherRevOps)).content.map((saved) => saved.id)).not.toContain(mine.id);
    for (const response of [
      await otherRevOps.get(FORECAST_API.savedForecast(mine.id)),
      await remove(otherRevOps, mine.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().messages).toEqual([SAVED_FORECAST_MESSAGES.notFound]);
    }
    const theirs = await save(otherRevOps, { name: 'ONLY OURS', query: flight });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().network).toEqual({ id: other.id, name: other.name });
    expect((await revOps.get(FORECAST_API.savedForecast(mine.id))).statusCode).toBe(200);

    // Staff see every network's, and a slice of a network's targeting set is saved in that network.
    const set = await make.targetingSet({ networkId: own.id, name: 'US sports fans' });
    const staff = (
      await save(admin, { name: 'By the set', query: { targetingId: set.id, ...flight } })
    ).json();
    expect(staff).toMatchObject({
      network: { id: own.id },
      targeting: { id: set.id, name: 'US sports fans' },
    });
    const seen = (await list(admin, { size: '100' })).content.map((saved) => saved.id);
    expect(seen).toEqual(expect.arrayContaining([mine.id, theirs.json().id, staff.id]));
    expect((await list(revOps, { name: 'By the set' })).content.map((saved) => saved.id)).toEqual([staff.id]);
  });

  it('deletes a saved forecast; a read-only admin reads them but may neither save nor delete (FORECAST_CREATE)', async () => {
    const saved = (await save(revOps, { name: 'To delete', query: flight })).json() as SavedForecast;

    expect((await readOnlyAdmin.get(FORECAST_API.savedForecast(saved.id))).statusCode).toBe(200);
    expect((await readOnlyAdmin.get(FORECAST_API.saved)).statusCode).toBe(200);
    const refusedSave = await save(readOnlyAdmin, { name: 'Not mine to save', query: flight });
    expect(refusedSave.statusCode).toBe(403);
    expect((await remove(readOnlyAdmin, saved.id)).statusCode).toBe(403);
    expect((await list(admin, { name: 'Not mine to save' })).totalElements).toBe(0);

    expect((await remove(revOps, saved.id)).statusCode).toBe(204);
    const gone = await revOps.get(FORECAST_API.savedForecast(saved.id));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().messages).toEqual([SAVED_FORECAST_MESSAGES.notFound]);
    expect((await remove(revOps, saved.id)).statusCode).toBe(404);
  });
});
