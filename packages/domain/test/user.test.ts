import { describe, expect, it } from 'vitest';
import { MeSchema } from '../src/user';

const me = {
  id: 1,
  email: 'multi@adcast.test',
  name: 'Multi',
  roles: ['ADMIN', 'PUBLISHER'],
  publisherIds: [1, 2],
  contentOwnerIds: [],
  network: null,
};

describe('the signed-in user (part 1 §3: roles, publisherIds, contentOwnerIds, network, name, email)', () => {
  it('parses a user with roles, publisher ids and no network', () => {
    expect(MeSchema.parse(me)).toEqual(me);
  });

  it('parses a network user (network with id)', () => {
    expect(MeSchema.parse({ ...me, network: { id: 3, name: 'CTVBuyer' } }).network).toEqual({
      id: 3,
      name: 'CTVBuyer',
    });
  });

  it('refuses an unknown role', () => {
    expect(MeSchema.safeParse({ ...me, roles: ['OWNER'] }).success).toBe(false);
  });
});
