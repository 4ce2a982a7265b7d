import { describe, expect, it } from 'vitest';
import {
  ConnectionInputSchema,
  ConnectionListFilterSchema,
  ConnectionQuerySchema,
  DEFAULT_CONNECTION_FILTER,
} from '../src/demand/connections';
import { DEMAND_MESSAGES } from '../src/demand/messages';
import { DemandPartnerInputSchema, DemandPartnerPickerFilterSchema } from '../src/demand/partners';
import { DEMAND_API } from '../src/demand/paths';
import {
  ConnectionPlacementsFilterSchema,
  PlacementInputSchema,
  PlacementListFilterSchema,
} from '../src/inventory/placements';
import { MONEY_MESSAGES, moneySchema } from '../src/money';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('connection list filter (part 1 §3, §9)', () => {
  it('"Page size default 10 ... Default connection sort createdOn descending; default status filter ACTIVE"', () => {
    expect(DEFAULT_CONNECTION_FILTER).toEqual({
      page: 0,
      size: 10,
      sortProperty: 'createdOn',
      sortDirection: 'desc',
      status: ['ACTIVE'],
    });
  });

  it('reads a URL query: numbers as text, statuses repeated or comma-joined, direction in any case', () => {
    expect(
      ConnectionQuerySchema.parse({
        page: '2',
        size: '25',
        sortDirection: 'ASC',
        status: ['INACTIVE', 'ARCHIVED'],
        name: '  prime ',
        ids: '4,5',
      }),
    ).toEqual({
      page: 2,
      size: 25,
      sortProperty: 'createdOn',
      sortDirection: 'asc',
      status: ['INACTIVE', 'ARCHIVED'],
      name: 'prime',
      ids: [4, 5],
    });
    expect(ConnectionListFilterSchema.parse({ status: 'ACTIVE,INACTIVE' }).status).toEqual([
      'ACTIVE',
      'INACTIVE',
    ]);
  });

  it('"Page size ... options 5, 10, 25, 50, 100" are offered; the API takes any size from 1 to 1000 (issue 6 §5)', () => {
    for (const size of [1, 5, 10, 20, 25, 50, 100, 1000])
      expect(ConnectionListFilterSchema.parse({ size }).size).toBe(size);
    for (const size of [0, 1001]) expect(ConnectionListFilterSchema.safeParse({ size }).success).toBe(false);
  });

  it('an unknown sort column is refused with a message naming the sortable ones', () => {
    expect(messages(ConnectionListFilterSchema.safeParse({ sortProperty: 'notes' }))).toEqual([
      "Cannot sort by 'notes'. Sort by one of: name, demandPartner, placementCnt, schainAsi, integrationType, duplicateDpConnection, createdOn, status",
    ]);
  });

  it('"Placements dialog sorts by name ascending"; the placements picker lists every status', () => {
    expect(ConnectionPlacementsFilterSchema.parse({})).toEqual({
      page: 0,
      size: 10,
      sortProperty: 'name',
      sortDirection: 'asc',
    });
    expect(PlacementListFilterSchema.parse({}).status).toBeUndefined();
  });

  it('"Picker lists fetch page 0 with size 1000"', () => {
    expect(DemandPartnerPickerFilterSchema.parse({})).toMatchObject({ page: 0, size: 1000 });
    expect(DemandPartnerPickerFilterSchema.safeParse({ size: 1001 }).success).toBe(false);
  });
});

describe('demand payloads', () => {
  it('a connection: name required, seller domain a bare host (lower-cased), ACTIVE unless INACTIVE is chosen', () => {
    expect(
      ConnectionInputSchema.parse({ name: ' US CTV ', schainAsi: 'Adcast.TV', integrationType: 'VAST' }),
    ).toEqual({
      name: 'US CTV',
      schainAsi: 'adcast.tv',
      integrationType: 'VAST',
      status: 'ACTIVE',
      notes: null,
      tmaxMs: null,
    });
    expect(
      messages(
        ConnectionInputSchema.safeParse({
          name: '',
          schainAsi: 'https://adcast.tv/x',
          integrationType: 'ORTB',
        }),
      ),
    ).toEqual(['Name is required', DEMAND_MESSAGES.sellerDomain]);
  });

  it('a partner: VAST takes a VAST tag URL, ORTB, PBS and CUSTOM an endpoint URL, both http(s)', () => {
    const vast = { displayName: 'V', integrationType: 'VAST' };
    expect(messages(DemandPartnerInputSchema.safeParse(vast))).toEqual([DEMAND_MESSAGES.vastTagUrlRequired]);
    expect(
      DemandPartnerInputSchema.safeParse({ ...vast, vastTagUrl: 'https://v.example.com/tag' }).success,
    ).toBe(true);
    const pbs = { displayName: 'P', integrationType: 'PBS' };
    expect(
      messages(DemandPartnerInputSchema.safeParse({ ...pbs, endpointUrl: 'javascript:alert(1)' })),
    ).toEqual([DEMAND_MESSAGES.httpUrl('Endpoint URL')]);
    expect(messages(DemandPartnerInputSchema.safeParse(pbs))).toEqual([DEMAND_MESSAGES.endpointUrlRequired]);
    expect(
      DemandPartnerInputSchema.parse({
        ...pbs,
        endpointUrl: 'http://pbs.example.com/auction',
        vastTagUrl: '',
      }),
    ).toMatchObject({
      vastTagUrl: null,
      defaultBidFloor: 0,
      networkId: null,
    });
  });

  it('"Money shown as USD with 2 decimals": amounts are 0 or more with at most 2 decimals', () => {
    const floor = moneySchema('Bid floor');
    expect(floor.parse(0.29)).toBe(0.29);
    expect(floor.parse(1234.5)).toBe(1234.5);
    expect(messages(floor.safeParse(1.005))).toEqual([MONEY_MESSAGES.twoDecimals('Bid floor')]);
    expect(messages(floor.safeParse(-1))).toEqual([MONEY_MESSAGES.notNegative('Bid floor')]);
    expect(floor.safeParse(Number.NaN).success).toBe(false);
  });

  it('a cleared amount is missing, and the placement form names its fields as labelled (issue 7, defect 8)', () => {
    expect(messages(moneySchema('CPM').safeParse(undefined))).toEqual(['CPM is required']);
    expect(messages(moneySchema('CPM').safeParse('abc'))).toEqual(['CPM must be a number']);
    const placement = PlacementInputSchema.safeParse({
      name: 'Floor check',
      publisherId: 1,
      type: 'VIDEO',
      platform: 'CTV',
      deliveryType: 'SSAI',
      bidFloor: -1,
      cpm: 1,
    });
    expect(messages(placement)).toEqual([MONEY_MESSAGES.notNegative('Floor')]);
  });
});

describe('demand paths (part 2 §7: /api/dp, /api/dpconnection, /api/placements)', () => {
  it('the catalogue paths and the ones that follow them', () => {
    expect(DEMAND_API.partnerPicker).toBe('/api/dp/all');
    expect(DEMAND_API.connectionCounts).toBe('/api/dpconnection/count-by-status');
    expect(DEMAND_API.connection(3, 14)).toBe('/api/dp/3/connections/14');
    expect(DEMAND_API.connectionPlacements(3, 14)).toBe('/api/dp/3/connections/14/placements');
    expect(DEMAND_API.unarchivePlacement(9)).toBe('/api/placements/9/unarchive');
    expect(DEMAND_API.connection(':dpId', ':id')).toBe('/api/dp/:dpId/connections/:id');
  });
});
