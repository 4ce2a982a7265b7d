import { addDays, toWireDate } from '@adcast/domain/date-ranges';
import {
  FORECAST_API,
  FORECAST_BACKTEST_DAYS,
  FORECAST_MESSAGES,
  type ForecastResult,
} from '@adcast/domain/forecast/forecast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Builders, builders } from './support/builders';
import { dailyFacts, load } from './support/facts';
import { createTestApp, DEMO, type TestApp } from './support/test-app';

const HISTORY = 56;
const WEEKLY = [-2000, 500, 800, 1000, 800, 400, -1500];
const US = { level: 10_000, slope: 10, weekly: WEEKLY, fill: 0.5 };

describe('the forecast of a slice through the API', () => {
  let t: TestApp;
  let make: Builders;
  const today = toWireDate(new Date());
  const first = addDays(today, -HISTORY);
  let own: { id: number };
  let other: { id: number };
  let ownPlacement: number;
  let canadaPlacement: number;
  let foreignPlacement: number;
  let youngPlacement: number;

  /** The requests the US placement's facts follow on a day. */
  const usRequests = (date: string) => {
    const t0 = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000;
    return US.level + US.slope * t0 + (WEEKLY[new Date(`${date}T00:00:00Z`).getUTCDay()] as number);
  };

  const forecast = async (body: object, client?: Awaited<ReturnType<TestApp['as']>>) =>
    (client ?? (await t.as(DEMO.admin))).post(FORECAST_API.forecast, {
      startDate: today,
      endDate: addDays(today, 13),
      ...body,
    });

  beforeAll(async () => {
    t = await createTestApp();
    make = builders(t);
    own = await make.network();
    other = await make.network();
    const ownPublisher = await make.publisher({ networkId: own.id });
    const otherPublisher = await make.publisher({ networkId: other.id });
    [ownPlacement, canadaPlacement, foreignPlacement, youngPlacement] = [
      (await make.placement({ publisher: ownPublisher })).id,
      (await make.placement({ publisher: ownPublisher })).id,
      (await make.placement({ publisher: otherPublisher })).id,
      (await make.placement({ publisher: otherPublisher })).id,
    ];
    const mine = { network_id: own.id, publisher_id: ownPublisher.id };
    const theirs = { network_id: other.id, publisher_id: otherPublisher.id };
    await load(t.app.deps.facts, [
      ...dailyFacts(first, HISTORY, US, { ...mine, placement_id: ownPlacement, country: 'US' }),
      ...dailyFacts(
        first,
        HISTORY,
        { level: 2000, fill: 0.5 },
        { ...mine, placement_id: canadaPlacement, country: 'CA' },
      ),
      ...dailyFacts(first, HISTORY, { level: 50_000 }, { ...theirs, placement_id: foreignPlacement }),
      ...dailyFacts(addDays(today, -10), 10, { level: 900 }, { ...theirs, placement_id: youngPlacement }),
    ]);
  });
  afterAll(() => t.close());

  it("forecasts a placement's requests per day from its trend and weekdays, with an 80 % band and the backtest", async () => {
    const response = await forecast({ placementIds: [ownPlacement] });
    expect(response.statusCode).toBe(200);
    const result: ForecastResult = response.json();
    expect(result).toMatchObject({
      startDate: today,
      band: 0.8,
      notEnoughHistory: null,
      history: { daysWithTraffic: HISTORY },
    });
    expect(result.days).toHaveLength(14);
    for (const day of result.days) {
      expect(day.requests.value).toBeCloseTo(usRequests(day.date), -1);
      expect(day.impressions.value).toBeCloseTo(usRequests(day.date) / 2, -1);
      expect(day.requests.lower).toBeLessThanOrEqual(day.requests.value);
      expect(day.requests.upper).toBeGreaterThanOrEqual(day.requests.value);
    }
    expect(result.backtest?.requests).toEqual({
      mape: expect.any(Number),
      coverage: expect.any(Number),
      heldOutDays: FORECAST_BACKTEST_DAYS,
    });
    expect(result.backtest?.requests.mape).toBeLessThan(0.001);
  });

  it('says a slice with too little history has no forecast instead of inventing one', async () => {
    const result: ForecastResult = (await forecast({ placementIds: [youngPlacement] })).json();
    expect(result.notEnoughHistory).toBe(FORECAST_MESSAGES.notEnoughHistory(10));
    expect(result.days).toEqual([]);
    expect(result.backtest).toBeNull();
  });

  it("reads a targeting set's places: a set of Canada forecasts the Canadian placement only", async () => {
    const set = await make.targetingSet({
      networkId: own.id,
      geoInclude: { countries: ['CA'], regions: [], cities: [] },
    });
    const result: ForecastResult = (await forecast({ targetingId: set.id })).json();
    for (const day of result.days) expect(day.requests.value).toBeCloseTo(2000, 0);
  });

  it('takes the remaining goals of overlapping active line items of the network as booked, the rest as available', async () => {
    const order = await make.order({
      advertiser: await make.advertiser({ networkId: own.id }),
      startDate: today,
      endDate: addDays(today, 30),
    });
    await make.lineItem({ order, goalAmount: 20_000, startDate: today, endDate: addDays(today, 9) });
    await make.lineItem({
      order,
      goalAmount: 90_000,
      status: 'INACTIVE',
      startDate: today,
      endDate: addDays(today, 9),
    });
    await make.lineItem({
      order,
      goalAmount: 90_000,
      startDate: addDays(today, 20),
      endDate: addDays(today, 30),
    });
    const elsewhere = await make.order({
      advertiser: await make.advertiser({ networkId: other.id }),
      startDate: today,
    });
    await make.lineItem({
      order: elsewhere,
      goalAmount: 90_000,
      startDate: today,
      endDate: addDays(today, 9),
    });
    const networkUser = await make.user({ roles: ['REV_OPS'], networkId: own.id }, 'REV_OPS');

    const result: ForecastResult = (await forecast({}, networkUser.client)).json();
    expect(result.bookedLineItems).toBe(1);
    result.days.forEach((day, i) => {
      expect(day.booked).toBeCloseTo(i < 10 ? 2000 : 0, 6);
      expect(day.available).toBeCloseTo(day.impressions.value - day.booked, 6);
    });
    expect(result.totals.booked).toBeCloseTo(20_000, 6);

    const usOnly: ForecastResult = (await forecast({ countries: ['US'] }, networkUser.client)).json();
    // The slice's share of the network's impressions over the history: the US placement's of both.
    const usHistory = HISTORY * US.level + US.slope * ((HISTORY * (HISTORY - 1)) / 2);
    const share = usHistory / (usHistory + HISTORY * 2000);
    expect(usOnly.days[0]?.booked).toBeCloseTo(2000 * share, 0);
  });

  it("reads only the network user's own facts: another network's placement has no history, its targeting set is not found", async () => {
    const networkUser = await make.user({ roles: ['SALES_REPRESENTATIVE'], networkId: own.id });
    const result: ForecastResult = (
      await forecast({ placementIds: [foreignPlacement] }, networkUser.client)
    ).json();
    expect(result.history.daysWithTraffic).toBe(0);
    expect(result.notEnoughHistory).toBe(FORECAST_MESSAGES.notEnoughHistory(0));
    const foreignSet = await make.targetingSet({ networkId: other.id });
    expect((await forecast({ targetingId: foreignSet.id }, networkUser.client)).statusCode).toBe(404);
  });

  it('refuses a flight that ends before it starts, one that has ended and too many placements, with the message', async () => {
    const backwards = await forecast({ startDate: addDays(today, 5), endDate: addDays(today, 1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().messages).toEqual([`endDate: ${FORECAST_MESSAGES.flightOrder}`]);
    const ended = await forecast({ startDate: addDays(today, -9), endDate: addDays(today, -2) });
    expect(ended.json()).toMatchObject({ messages: [FORECAST_MESSAGES.flightEnded] });
    const many = await forecast({ placementIds: Array.from({ length: 10_001 }, (_, i) => i + 1) });
    expect(many.json().messages).toEqual([`placementIds: ${FORECAST_MESSAGES.tooManyPlacements}`]);
  });

  it.each([
    ['REV_OPS', 200],
    ['CAMPAIGN_MANAGER', 200],
    ['SALES_REPRESENTATIVE', 200],
    ['DESIGNER', 403],
  ] as const)('under the %s mask answers %i (FORECAST_READ)', async (role, status) => {
    const user = await make.user({ roles: [role] }, role);
    expect((await forecast({ placementIds: [ownPlacement] }, user.client)).statusCode).toBe(status);
  });
});
