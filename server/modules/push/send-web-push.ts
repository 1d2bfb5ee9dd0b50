import { encryptPayload } from './payload-encryption.js';
import type { VapidSigner } from './vapid.js';

/** Where and how to reach one browser (the stored subscription). */
export interface PushTarget {
  endpoint: string;
  /** base64url */
  p256dh: string;
  /** base64url */
  auth: string;
}

export interface SendOptions {
  vapid: VapidSigner;
  /** How long the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  fetch: typeof fetch;
  signal: AbortSignal;
}

/** What the push service answered: its status, and its Retry-After header when it gave one. */
export interface PushAnswer {
  status: number;
  retryAfter: string | null;
}

/**
 * One Web Push request (RFC 8030): the payload encrypted for the browser (RFC 8291), signed with our
 * VAPID key (RFC 8292). Redirects are not followed.
 */
export async function sendWebPush(
  target: PushTarget,
  payload: string,
  options: SendOptions,
): Promise<PushAnswer> {
  const body = encryptPayload(Buffer.from(payload, 'utf8'), {
    p256dh: Buffer.from(target.p256dh, 'base64url'),
    auth: Buffer.from(target.auth, 'base64url'),
  });
  const response = await options.fetch(target.endpoint, {
    method: 'POST',
    headers: {
      authorization: await options.vapid.authorization(target.endpoint),
      'content-type': 'application/octet-stream',
      'content-encoding': 'aes128gcm',
      ttl: String(options.ttlSeconds),
      urgency: 'normal',
    },
    body: new Uint8Array(body),
    redirect: 'manual',
    signal: options.signal,
  });
  // Read what is left so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}
