import type { UserInput } from '@adcast/domain/users/users';
import type { Client } from './demand';

let serial = 0;

/** A user dialog payload with a fresh e-mail; override what a test is about. */
export function userInput(overrides: Partial<UserInput> = {}): Record<string, unknown> {
  serial += 1;
  return {
    email: `user${serial}-${process.pid}@example.test`,
    name: `User ${serial}`,
    password: 'Strong-pass1!',
    roles: ['DESIGNER'],
    publisherIds: [],
    contentOwnerIds: [],
    ...overrides,
  };
}

/** Creates a user through the API as `client`, failing the test unless it was created. */
export async function createUser(client: Client, overrides: Partial<UserInput> = {}) {
  const response = await client.post('/api/users', userInput(overrides));
  if (response.statusCode !== 201) throw new Error(`user not created: ${response.body}`);
  return response.json() as { id: number; email: string; version: number; [key: string]: unknown };
}
