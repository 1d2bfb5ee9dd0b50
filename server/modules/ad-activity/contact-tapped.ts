import { defineEvent } from '#server/lib/domain-events.js';

/**
 * A signed-in visitor tapped an ad's call or WhatsApp button (numbers reach signed-in visitors only,
 * ADR 0024): announced once per visitor, ad, kind and day, in the transaction that records it.
 */
export const AD_CONTACT_TAPPED = defineEvent<{
  propertyId: number;
  userId: string;
  kind: 'callTap' | 'whatsappTap';
}>('adActivity.contactTapped');
