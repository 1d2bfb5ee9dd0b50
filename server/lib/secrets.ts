import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Keys derived from one master secret, each for one purpose. */
export interface Secrets {
  readonly jwtKey: Uint8Array;
  /** Back-office tokens: a key of their own, so a website token cannot even verify there. */
  readonly staffJwtKey: Uint8Array;
  /** HMAC key for verification codes and refresh tokens stored as hashes. */
  readonly hashKey: Buffer;
  /** HMAC key of links that act without sign-in (a saved search's unsubscribe link). */
  readonly linkKey: Buffer;
  /** HMAC key that signs proof-of-work challenges (docs/decisions/0026). */
  readonly proofKey: Buffer;
}

export async function loadSecrets(jwtSecret: string | undefined, dataDir: string): Promise<Secrets> {
  return deriveSecrets(jwtSecret ?? (await readOrCreateDevelopmentSecret(dataDir)));
}

export function deriveSecrets(master: string): Secrets {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', master, 'manzil', purpose, 32));
  return {
    jwtKey: new Uint8Array(derive('jwt-hs256')),
    staffJwtKey: new Uint8Array(derive('staff-jwt-hs256')),
    hashKey: derive('stored-hashes'),
    linkKey: derive('signed-links'),
    proofKey: derive('proof-of-work'),
  };
}

export function keyedHash(key: Buffer, ...parts: string[]): string {
  const hmac = createHmac('sha256', key);
  for (const part of parts) hmac.update(part).update('\u0000');
  return hmac.digest('base64url');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

async function readOrCreateDevelopmentSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomToken(48);
  try {
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
