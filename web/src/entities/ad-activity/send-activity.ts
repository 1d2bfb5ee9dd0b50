import type { AdActivityBeaconBody } from '#contract/ad-activity-beacon';
import { wireRequestOf } from '#contract/endpoint';
import { recordAdActivity } from '#contract/endpoints/ad-activity';
import { apiUrl, refreshSession, requestHeaders } from '#web/lib/api/api-client';

/**
 * Tells the server what the visitor did to ads (ADR 0040, "Events"): cards seen, a tap on call,
 * WhatsApp or share. A `keepalive` request, so it still leaves when the tap opens the dialler or
 * WhatsApp or the page goes away; with the session's token, so the owner's own taps are not counted
 * and a signed-in visitor's tap becomes a lead. Fire and forget: a lost beacon costs one count.
 */
export function sendActivity(body: AdActivityBeaconBody): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  send(body, true).catch(() => undefined);
}

async function send(body: AdActivityBeaconBody, firstTry: boolean): Promise<void> {
  const wire = wireRequestOf(recordAdActivity, { body });
  const response = await fetch(apiUrl(wire.url), {
    method: wire.method,
    headers: { ...requestHeaders(wire.url), 'content-type': 'application/json' },
    body: wire.body ?? null,
    keepalive: true,
  });
  // The session's token had expired (a page left open): once more after the session renews itself.
  if (response.status === 401 && firstTry && (await refreshSession())) await send(body, false);
}
