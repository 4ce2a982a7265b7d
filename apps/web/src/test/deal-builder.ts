import type { Deal } from '@adcast/domain/demand/deals';
import type { Me } from '@adcast/domain/user';

/** A deal as the API answers it; every field can be overridden. */
export const aDeal = (id: number, overrides: Partial<Deal> = {}): Deal => ({
  id,
  name: `Deal ${id}`,
  status: 'ACTIVE',
  network: null,
  dealId: `deal-${id}`,
  dealType: 'PRIVATE_AUCTION',
  auctionType: 'FIRST_PRICE',
  floorCpm: 12.5,
  currency: 'USD',
  buyerSeats: [],
  advertiserDomains: [],
  startDate: null,
  endDate: null,
  placements: [],
  connections: [],
  notes: null,
  createdOn: '2026-03-02T09:15:00.000Z',
  updatedOn: '2026-03-02T09:15:00.000Z',
  version: 1,
  ...overrides,
});

/** A signed-in user; staff without a network unless told. */
export const aUser = (overrides: Partial<Me> = {}): Me => ({
  id: 1,
  email: 'staff@adcast.test',
  name: 'Staff',
  roles: ['ADMIN'],
  publisherIds: [],
  contentOwnerIds: [],
  network: null,
  ...overrides,
});
