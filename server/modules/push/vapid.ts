import { createECDH, createPrivateKey, type KeyObject } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';
import { z } from 'zod';

/**
 * Voluntary application server identification (VAPID, RFC 8292): every push request carries a JWT
 * signed with our P-256 key, and browsers subscribed with the matching public key accept only those.
 */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (what `pushManager.subscribe` takes as applicationServerKey). */
  publicKey: string;
  /** The private scalar, base64url. Never logged. */
  privateKey: string;
}

const storedKeys = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: fixedLength(ecdh.getPrivateKey(), 32).toString('base64url'),
  };
}

/** OpenSSL drops the scalar's leading zero bytes (one key in 256); keys are always 32 bytes. */
function fixedLength(bytes: Buffer, length: number): Buffer {
  return Buffer.concat([Buffer.alloc(length - bytes.length), bytes]);
}

/**
 * The configured keys, or the pair kept in `DATA_DIR/secrets/vapid-keys.json`, created on first use
 * (like the development JWT secret). Several processes sharing a database must share the pair: set
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or give them one DATA_DIR.
 */
export async function loadVapidKeys(
  configured: VapidKeys | undefined,
  dataDir: string,
): Promise<{ keys: VapidKeys; generated: boolean }> {
  if (configured) return { keys: configured, generated: false };
  const file = path.join(dataDir, 'secrets', 'vapid-keys.json');
  const existing = await readKeys(file);
  if (existing) return { keys: existing, generated: false };
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const keys = generateVapidKeys();
  // Written whole beside it, then linked into place: the pair appears complete or not at all, even
  // when the process is killed while writing it, and a process that linked first wins.
  const written = `${file}.${String(process.pid)}.tmp`;
  await writeFile(written, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  try {
    await link(written, file);
    return { keys, generated: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { keys: parseKeys(await readFile(file, 'utf8'), file), generated: false };
  } finally {
    await unlink(written).catch(() => undefined);
  }
}

async function readKeys(file: string): Promise<VapidKeys | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseKeys(text, file);
}

function parseKeys(text: string, file: string): VapidKeys {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = storedKeys.safeParse(json);
  if (!parsed.success) throw new Error(`${file} is not a VAPID key pair; remove it to generate a new one`);
  return parsed.data;
}

/** JWTs are valid 12 hours (RFC 8292 allows 24) and reused per push service until 1 hour before. */
const TOKEN_SECONDS = 12 * 3600;
const RENEW_BEFORE_SECONDS = 3600;

export interface VapidSigner {
  readonly publicKey: string;
  /** The `Authorization` header value for a request to `endpoint`. */
  authorization(endpoint: string): Promise<string>;
}

export function vapidSigner(keys: VapidKeys, subject: string, now: () => number = Date.now): VapidSigner {
  const key = privateKeyObject(keys);
  const cache = new Map<string, { header: string; renewAt: number }>();
  return {
    publicKey: keys.publicKey,
    authorization: async (endpoint) => {
      // The audience is the push service's origin: one token serves all its subscriptions.
      const audience = new URL(endpoint).origin;
      const seconds = Math.floor(now() / 1000);
      const cached = cache.get(audience);
      if (cached && cached.renewAt > seconds) return cached.header;
      const token = await new SignJWT({})
        .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
        .setAudience(audience)
        .setExpirationTime(seconds + TOKEN_SECONDS)
        .setSubject(subject)
        .sign(key);
      const header = `vapid t=${token}, k=${keys.publicKey}`;
      cache.set(audience, { header, renewAt: seconds + TOKEN_SECONDS - RENEW_BEFORE_SECONDS });
      return header;
    },
  };
}

function privateKeyObject(keys: VapidKeys): KeyObject {
  const point = Buffer.from(keys.publicKey, 'base64url');
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
      d: keys.privateKey,
    },
  });
}
