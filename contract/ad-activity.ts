import { z } from 'zod';

/**
 * What the advertiser's desk counts about an ad (ADR 0040): its card seen in a result page, its
 * details opened, its number shown to a signed-in visitor, a tap on call or WhatsApp, a message, a
 * favourite, a share. Each is counted once per visitor per ad per day.
 */
export const adActivityKinds = [
  'impression',
  'view',
  'phoneReveal',
  'callTap',
  'whatsappTap',
  'message',
  'favourite',
  'share',
] as const;
export const adActivityKind = z.enum(adActivityKinds);
export type AdActivityKind = z.infer<typeof adActivityKind>;
