import type { AppDeps } from '#server/deps.js';
import { announce } from '#server/lib/domain-events.js';
import { AD_CONTACT_TAPPED } from './contact-tapped.js';
import { utcDay } from './utc-day.js';
import { writeActivity } from './write-activity.js';

/**
 * A signed-in visitor's tap on an ad's call or WhatsApp button: a lead, so it is written at once (taps
 * are rare) rather than batched, and AD_CONTACT_TAPPED is announced in the same transaction when the
 * row is new, that is once per visitor, ad, kind and UTC day.
 */
export async function recordContactTap(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  tap: { propertyId: number; kind: 'callTap' | 'whatsappTap'; userId: string; visitorKey: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const inserted = await writeActivity(tx, [
      { day: utcDay(now), propertyId: tap.propertyId, kind: tap.kind, visitorKey: tap.visitorKey },
    ]);
    if (inserted === 0) return;
    await announce(tx, now, AD_CONTACT_TAPPED, {
      propertyId: tap.propertyId,
      userId: tap.userId,
      kind: tap.kind,
    });
  });
}
