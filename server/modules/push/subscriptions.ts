import { and, desc, eq, notInArray } from 'drizzle-orm';
import { pushSubscription, type PushSubscriptionInput } from '#contract/notifications.js';
import type { AppDeps } from '#server/deps.js';
import { pushSubscriptions } from '#server/db/schema/index.js';
import { fieldError } from '#server/lib/errors.js';
import { isP256PublicKey } from './payload-encryption.js';

/** A user's browsers beyond this many drop the least recently saved. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

interface Owner {
  id: string;
  sessionId: string;
}

/** Whether `host` is one of the configured push services ("*.example.com" covers its subdomains). */
export function isPushServiceHost(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((pattern) =>
    pattern.startsWith('*.')
      ? name.endsWith(pattern.slice(1)) && name.length > pattern.length - 1
      : name === pattern,
  );
}

/** The field at fault in a subscription the contract's schema accepted, or undefined when usable. */
function problemOf(subscription: PushSubscriptionInput, allowedHosts: readonly string[]): string | undefined {
  const url = new URL(subscription.endpoint);
  const plainHttps = url.username === '' && url.password === '' && url.port === '';
  if (!plainHttps || !isPushServiceHost(url.hostname, allowedHosts)) return 'subscription.endpoint';
  if (!isP256PublicKey(Buffer.from(subscription.keys.p256dh, 'base64url'))) return 'subscription.keys.p256dh';
  if (Buffer.from(subscription.keys.auth, 'base64url').length !== 16) return 'subscription.keys.auth';
  return undefined;
}

/**
 * Saves the browser's subscription for the caller's session (POST push-subscription). The same
 * browser saved again, by this or another user, replaces the earlier row: a browser belongs to
 * whoever signed in on it last.
 */
export async function savePushSubscription(
  deps: AppDeps,
  owner: Owner,
  subscription: PushSubscriptionInput,
): Promise<void> {
  const problem = problemOf(subscription, deps.config.push.serviceHosts);
  if (problem) throw fieldError(problem, 'fieldInvalid');
  const now = deps.clock.now();
  const values = {
    userId: owner.id,
    sessionId: owner.sessionId,
    endpoint: subscription.endpoint,
    p256dh: Buffer.from(subscription.keys.p256dh, 'base64url').toString('base64url'),
    auth: Buffer.from(subscription.keys.auth, 'base64url').toString('base64url'),
    updatedAt: now,
  };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.id))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, owner.id), notInArray(pushSubscriptions.id, kept)));
  });
}

/**
 * verifycode's `fcmToken`: the browser's subscription as JSON. Saved when it is one; anything else (a
 * native FCM token, garbage) is ignored, so sign-in never fails on it.
 */
export async function saveSubscriptionFromToken(
  deps: AppDeps,
  owner: Owner,
  fcmToken: string,
): Promise<boolean> {
  let json: unknown;
  try {
    json = JSON.parse(fcmToken);
  } catch {
    return false;
  }
  const parsed = pushSubscription.safeParse(json);
  if (!parsed.success || problemOf(parsed.data, deps.config.push.serviceHosts)) return false;
  await savePushSubscription(deps, owner, parsed.data);
  return true;
}

/** The caller turned notifications off in this browser (DELETE push-subscription). */
export async function removePushSubscription(deps: AppDeps, userId: string, endpoint: string): Promise<void> {
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
