import { hash, parseOptions, verify } from '@node-rs/argon2';
import { randomToken } from '../secrets.js';

/**
 * argon2id (the library's default algorithm), 64 MiB, 3 passes, 1 lane: about 75 ms per hash or
 * verification on the 2-core development machine (measured; docs/back-office.md). Above OWASP's
 * minimum (19 MiB, 2 passes) while a sign-in stays well under a second.
 */
export const ARGON2_OPTIONS = { memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when the hash was made with other parameters than today's (it is replaced at sign-in). */
export function needsRehash(passwordHash: string): boolean {
  try {
    const options = parseOptions(passwordHash);
    return (
      options.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      options.timeCost !== ARGON2_OPTIONS.timeCost ||
      options.parallelism !== ARGON2_OPTIONS.parallelism ||
      !passwordHash.startsWith('$argon2id$')
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

function hashForUnknownAccounts(): Promise<string> {
  dummyHash ??= hashPassword(randomToken(24));
  return dummyHash;
}

/** Makes the hash for unknown emails ahead of time, so the first such sign-in costs no more. */
export function prepareCheckWithoutAccount(): void {
  hashForUnknownAccounts().catch(() => undefined);
}

/**
 * For an email with no account: the same argon2 work as a real check, so the answer's timing does
 * not tell whether the address exists. Always false.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  await verifyPassword(await hashForUnknownAccounts(), password);
  return false;
}
