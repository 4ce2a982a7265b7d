import type { Connection } from '@adcast/domain/demand/connections';
import type { Placement } from '@adcast/domain/inventory/placements';

/** A placement as the API answers it; every field can be overridden. */
export const aPlacement = (id: number, overrides: Partial<Placement> = {}): Placement => ({
  id,
  name: `Placement ${id}`,
  status: 'ACTIVE',
  deliveryType: 'SSAI',
  bidFloor: 2,
  cpm: 3,
  publisher: { id: 1, name: 'Aurora Streaming' },
  type: 'VIDEO',
  platform: 'CTV',
  auctionType: 'FIRST_PRICE',
  tmaxMs: null,
  networkId: null,
  targetingSetId: null,
  createdOn: '2026-11-01T00:00:00.000Z',
  updatedOn: '2026-11-01T00:00:00.000Z',
  version: 1,
  ...overrides,
});

/** A connection as the API answers it, of partner 4; every field can be overridden. */
export const aConnection = (id: number, overrides: Partial<Connection> = {}): Connection => ({
  id,
  name: `Connection ${id}`,
  demandPartner: { id: 4, displayName: 'Delta Programmatic' },
  network: null,
  placementCnt: 0,
  schainAsi: 'delta.com',
  integrationType: 'ORTB',
  duplicateDpConnection: false,
  duplicatedFromId: null,
  tmaxMs: null,
  createdOn: '2026-11-01T00:00:00.000Z',
  updatedOn: '2026-11-01T00:00:00.000Z',
  notes: null,
  status: 'ACTIVE',
  version: 1,
  ...overrides,
});
