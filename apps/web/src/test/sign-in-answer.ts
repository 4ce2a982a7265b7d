import type { Me } from '@adcast/domain/user';

/** A token the app can read (three parts, a JSON payload) and the user a sign-in answers with it. */
export const SIGNED_IN_TOKEN = `h.${btoa(JSON.stringify({ sub: '1' }))}.s`;
export const SIGNED_IN_ME: Me = {
  id: 1,
  email: 'admin@adcast.test',
  name: 'Ada Admin',
  roles: ['ADMIN'],
  publisherIds: [],
  contentOwnerIds: [],
  network: null,
};
