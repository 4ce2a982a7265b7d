import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimum: 19 MiB memory, 2 passes, 1 lane. */
// algorithm 2 is Argon2id (the package exports it as an ambient const enum).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> => {
  decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
  return decoyHash;
};
