import { vastErrorMeaning } from '@adcast/domain/alerts/vast-error-codes';
import { dimensionOf } from '@adcast/domain/reports/catalogue';
import { REPORT_API } from '@adcast/domain/reports/paths';
import { type ReportQueryInput, ReportQuerySchema } from '@adcast/domain/reports/report-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactStore } from '../src/reports/fact-store';
import { prepareFactTables } from '../src/reports/prepare-tables';
import { runReport } from '../src/reports/run-report';
import { builders } from './support/builders';
import { useDemoApp } from './support/demand';
import { adFact, FACT_ENGINES, load } from './support/facts';

const report = (store: FactStore, input: Partial<ReportQueryInput>) =>
  runReport(
    store,
    ReportQuerySchema.parse({ dateFrom: '2026-11-01', dateTo: '2026-11-02', metrics: ['errors'], ...input }),
    { kind: 'everything' },
  );

const errorRows = [
  adFact({
    hour: '2026-11-01T10:00:00Z',
    error_code: '402',
    error_message: 'Timeout of MediaFile URI.',
    errors: 7,
  }),
  adFact({
    hour: '2026-11-01T11:00:00Z',
    error_code: '402',
    error_message: 'Timeout of MediaFile URI.',
    errors: 3,
  }),
  adFact({ hour: '2026-11-02T10:00:00Z', error_code: '303', error_message: 'No VAST response', errors: 5 }),
  adFact({
    hour: '2026-11-02T10:00:00Z',
    ivt_provider: 'DoubleVerify',
    ivt_type: 'GIVT',
    dv_segment: 'bot-traffic',
    ad_impressions: 12,
  }),
];

describe('the errors and fraud dimensions read real fact columns', () => {
  it('are offered by the catalogue', () => {
    for (const key of ['errorMessage', 'errorCode', 'ivtProvider', 'ivtType', 'dvSegment'])
      expect(dimensionOf(key)?.source.kind).toBe('column');
    expect(vastErrorMeaning('402')).toBe('Timeout of MediaFile URI.');
    expect(vastErrorMeaning(999)).toBeNull();
  });
});

describe.each(FACT_ENGINES)('errors and IVT from the facts on $name', ({ open }) => {
  let store: FactStore;
  beforeAll(async () => {
    store = await open();
    await load(store, errorRows);
  });
  afterAll(() => store.close());

  it('sums errors by code and message', async () => {
    const result = await report(store, { dimensions: ['errorCode', 'errorMessage'], sortProperty: 'errors' });
    expect(result.content.filter((row) => Number(row.errors) > 0)).toEqual([
      { errorCode: '402', errorMessage: 'Timeout of MediaFile URI.', errors: 10 },
      { errorCode: '303', errorMessage: 'No VAST response', errors: 5 },
    ]);
  });

  it('splits impressions by IVT provider, type and DV segment', async () => {
    const result = await report(store, {
      dimensions: ['ivtProvider', 'ivtType', 'dvSegment'],
      metrics: ['adImpressions'],
      filters: [{ dimension: 'ivtProvider', values: ['DoubleVerify'] }],
    });
    expect(result.content).toEqual([
      { ivtProvider: 'DoubleVerify', ivtType: 'GIVT', dvSegment: 'bot-traffic', adImpressions: 12 },
    ]);
  });

  it('a store made before the columns gains them when it opens again', async () => {
    await prepareFactTables(store);
    const result = await report(store, {
      dimensions: ['errorCode'],
      dateFrom: '2026-11-01',
      dateTo: '2026-11-01',
    });
    expect(result.totals.errors).toBe(10);
  });
});

describe('errors through the report API', () => {
  const app = useDemoApp();
  it('a network user reads only its network errors', async () => {
    const make = builders(app.t);
    const network = await make.network();
    const publisher = await make.publisher({ networkId: network.id });
    const other = await make.publisher({ networkId: (await make.network()).id });
    await load(app.t.app.deps.facts, [
      adFact({
        hour: '2026-11-01T10:00:00Z',
        network_id: network.id,
        publisher_id: publisher.id,
        error_code: '401',
        errors: 4,
      }),
      adFact({
        hour: '2026-11-01T10:00:00Z',
        network_id: other.networkId ?? 0,
        publisher_id: other.id,
        error_code: '401',
        errors: 9,
      }),
    ]);
    const member = await make.user({ roles: ['ADMIN'], networkId: network.id });
    const response = await member.client.post(REPORT_API.query, {
      dateFrom: '2026-11-01',
      dateTo: '2026-11-01',
      dimensions: ['errorCode'],
      metrics: ['errors'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toEqual([{ errorCode: '401', errors: 4 }]);
  });
});
