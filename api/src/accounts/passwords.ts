import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default (a unit test checks the $argon2id$ prefix).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Verified when the user id is unknown, so a wrong id takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
