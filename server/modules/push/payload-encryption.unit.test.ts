import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPayload, isP256PublicKey, MAX_PAYLOAD_BYTES } from './payload-encryption.js';

const b64 = (text: string) => Buffer.from(text, 'base64url');

// RFC 8291 section 5 and appendix A.
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEq' +
    'KK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

describe('encryptPayload (RFC 8291, aes128gcm)', () => {
  it("gives the RFC's example message byte for byte", () => {
    const serverKeys = createECDH('prime256v1');
    serverKeys.setPrivateKey(b64(RFC.asPrivate));
    const body = encryptPayload(
      Buffer.from(RFC.plaintext),
      { p256dh: b64(RFC.uaPublic), auth: b64(RFC.auth) },
      { salt: b64(RFC.salt), serverKeys },
    );
    expect(body.toString('base64url')).toBe(RFC.body);
  });

  it('uses a new key and salt for every message, which the browser can open', () => {
    const browser = createECDH('prime256v1');
    const p256dh = browser.generateKeys();
    const auth = randomBytes(16);
    const text = Buffer.from(JSON.stringify({ title: 'رسالة جديدة', body: 'مرحبا' }));
    const first = encryptPayload(text, { p256dh, auth });
    const second = encryptPayload(text, { p256dh, auth });
    expect(first.subarray(0, 16)).not.toEqual(second.subarray(0, 16));
    expect(first.subarray(21, 86)).not.toEqual(second.subarray(21, 86));

    const salt = first.subarray(0, 16);
    const serverPublic = first.subarray(21, 86);
    const shared = browser.computeSecret(serverPublic);
    const label = (text: string) => Buffer.concat([Buffer.from(text), Buffer.from([0])]);
    const ikm = Buffer.from(
      hkdfSync('sha256', shared, auth, Buffer.concat([label('WebPush: info'), p256dh, serverPublic]), 32),
    );
    const key = Buffer.from(hkdfSync('sha256', ikm, salt, label('Content-Encoding: aes128gcm'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, label('Content-Encoding: nonce'), 12));
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(first.subarray(-16));
    const plain = Buffer.concat([decipher.update(first.subarray(86, -16)), decipher.final()]);
    expect(plain.at(-1)).toBe(2);
    expect(plain.subarray(0, -1).toString()).toBe(text.toString());
  });

  it('refuses a payload that does not fit in one record', () => {
    const keys = { p256dh: createECDH('prime256v1').generateKeys(), auth: randomBytes(16) };
    expect(encryptPayload(Buffer.alloc(MAX_PAYLOAD_BYTES), keys)).toHaveLength(4096);
    expect(() => encryptPayload(Buffer.alloc(MAX_PAYLOAD_BYTES + 1), keys)).toThrow();
  });
});

describe('isP256PublicKey', () => {
  it('takes an uncompressed point on the curve only', () => {
    const key = createECDH('prime256v1').generateKeys();
    expect(isP256PublicKey(key)).toBe(true);
    const offCurve = Buffer.from(key);
    offCurve[40] = (offCurve[40] ?? 0) ^ 1;
    expect(isP256PublicKey(offCurve)).toBe(false);
    const other = createECDH('prime256v1');
    other.generateKeys();
    expect(isP256PublicKey(other.getPublicKey(null, 'compressed'))).toBe(false);
    expect(isP256PublicKey(Buffer.alloc(65))).toBe(false);
  });
});
