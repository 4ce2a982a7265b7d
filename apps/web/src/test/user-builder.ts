import type { User } from '@adcast/domain/users/users';

/** A row of the users list; a publisher user of Aurora Streaming unless told. */
export const aListedUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  email: 'paula@example.test',
  name: 'Paula',
  roles: ['PUBLISHER'],
  publisherIds: [1],
  publishers: [{ id: 1, name: 'Aurora Streaming' }],
  contentOwnerIds: [],
  contentOwners: [],
  network: null,
  status: 'ENABLED',
  createdOn: '2026-01-01T00:00:00.000Z',
  updatedOn: '2026-01-01T00:00:00.000Z',
  version: 3,
  ...overrides,
});
