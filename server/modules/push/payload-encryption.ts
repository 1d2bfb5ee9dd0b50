import { createCipheriv, createECDH, ECDH, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Message encryption for Web Push (RFC 8291) in the aes128gcm content coding (RFC 8188), one record.
 * The `web-push` library does the same; it is not installed here, and node:crypto has every piece.
 */

/** A browser's subscription keys: its P-256 public key (65 bytes, uncompressed) and 16-byte secret. */
export interface BrowserKeys {
  p256dh: Buffer;
  auth: Buffer;
}

const RECORD_SIZE = 4096;
const TAG_LENGTH = 16;
const HEADER_LENGTH = 16 + 4 + 1 + 65;
/** What fits in one 4096-byte record with the header, the padding delimiter and the tag. */
export const MAX_PAYLOAD_BYTES = RECORD_SIZE - HEADER_LENGTH - 1 - TAG_LENGTH;

const info = (text: string) => Buffer.concat([Buffer.from(text, 'latin1'), Buffer.from([0])]);
const derive = (ikm: Buffer, salt: Buffer, label: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, label, length));

export interface EncryptOptions {
  /** Fixed only by the RFC's test vector; random otherwise. */
  salt?: Buffer;
  serverKeys?: ECDH;
}

/** The request body for the push service: salt, record size, our one-off public key, ciphertext. */
export function encryptPayload(payload: Buffer, keys: BrowserKeys, options: EncryptOptions = {}): Buffer {
  if (payload.length > MAX_PAYLOAD_BYTES) throw new Error(`push payload over ${MAX_PAYLOAD_BYTES} bytes`);
  const server = options.serverKeys ?? newKeyPair();
  const serverPublic = server.getPublicKey();
  const shared = server.computeSecret(keys.p256dh);
  const keyInfo = Buffer.concat([info('WebPush: info'), keys.p256dh, serverPublic]);
  const ikm = derive(shared, keys.auth, keyInfo, 32);
  const salt = options.salt ?? randomBytes(16);
  const contentKey = derive(ikm, salt, info('Content-Encoding: aes128gcm'), 16);
  const nonce = derive(ikm, salt, info('Content-Encoding: nonce'), 12);

  const cipher = createCipheriv('aes-128-gcm', contentKey, nonce);
  // 0x02: this is the last (and only) record; no further padding.
  const sealed = Buffer.concat([cipher.update(payload), cipher.update(Buffer.from([2])), cipher.final()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(serverPublic.length, 20);
  return Buffer.concat([header, serverPublic, sealed, cipher.getAuthTag()]);
}

function newKeyPair(): ECDH {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh;
}

/** Whether `key` is an uncompressed point on P-256 (what browsers give as `p256dh`). */
export function isP256PublicKey(key: Buffer): boolean {
  if (key.length !== 65 || key[0] !== 4) return false;
  try {
    // Decoding the point fails for one that is not on the curve.
    ECDH.convertKey(key, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}
