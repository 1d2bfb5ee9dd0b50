import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
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
  /** HMAC key of ID numbers: one person, one hash (IDENTITY_HASH_KEY when set; ADR 0038). */
  readonly identityKey: Buffer;
  /** AES-256-GCM key of an ID number held while its verification waits (ADR 0038). */
  readonly sealKey: Buffer;
}

export async function loadSecrets(
  jwtSecret: string | undefined,
  dataDir: string,
  identityHashKey?: string,
): Promise<Secrets> {
  return deriveSecrets(jwtSecret ?? (await readOrCreateDevelopmentSecret(dataDir)), identityHashKey);
}

export function deriveSecrets(master: string, identityHashKey?: string): Secrets {
  const derive = (purpose: string, from = master) =>
    Buffer.from(hkdfSync('sha256', from, 'manzil', purpose, 32));
  return {
    jwtKey: new Uint8Array(derive('jwt-hs256')),
    staffJwtKey: new Uint8Array(derive('staff-jwt-hs256')),
    hashKey: derive('stored-hashes'),
    linkKey: derive('signed-links'),
    proofKey: derive('proof-of-work'),
    identityKey: derive('identity-numbers', identityHashKey ?? master),
    sealKey: derive('sealed-identity-numbers'),
  };
}

/** AES-256-GCM: the text, sealed, as `iv.tag.ciphertext` in base64url. */
export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The text `seal` sealed with the same key; throws when it was sealed otherwise or altered. */
export function unseal(key: Buffer, sealed: string): string {
  const [iv = '', tag = '', text = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8');
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
