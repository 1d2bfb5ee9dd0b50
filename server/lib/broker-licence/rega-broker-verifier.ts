import { z } from 'zod';
import { callAuthority } from '../authority-call.js';
import {
  BrokerAuthorityUnavailable,
  unknownBrokerLicence,
  type BrokerLicenceAnswer,
  type BrokerLicenceVerifier,
} from './verifier.js';

export interface RegaBrokerSettings {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/**
 * Our adapter's expected shape of the authority's answer (no public specification; see
 * docs/decisions/0039-brokerage-offices.md): `GET {REGA_API_URL}/v1/brokerage-licenses/{number}` with
 * `Authorization: Bearer {REGA_API_KEY}`; 404 for a number it does not know.
 */
const falLicence = z.object({
  status: z.enum(['ACTIVE', 'EXPIRED', 'CANCELLED', 'SUSPENDED']),
  expiryDate: z.iso.datetime({ offset: true }).or(z.iso.date()).nullish(),
  holder: z
    .object({
      id: z.string().nullish(),
      name: z.string().nullish(),
      type: z.enum(['individual', 'establishment']).nullish(),
    })
    .nullish(),
});

const STATES = {
  ACTIVE: 'valid',
  EXPIRED: 'expired',
  CANCELLED: 'cancelled',
  SUSPENDED: 'cancelled',
} as const;

/** The FAL adapter: one bounded HTTP request per question; anything but an answer is "unavailable". */
export function createRegaBrokerVerifier(
  settings: RegaBrokerSettings,
  fetchFn: typeof fetch = fetch,
): BrokerLicenceVerifier {
  return {
    async verify(number, signal) {
      const { status, body } = await callAuthority(
        {
          url: `${settings.baseUrl}/v1/brokerage-licenses/${encodeURIComponent(number)}`,
          headers: { authorization: `Bearer ${settings.apiKey}` },
          timeoutMs: settings.timeoutMs,
          signal,
          fetchFn,
          answers: [404],
        },
        (message, options) => new BrokerAuthorityUnavailable(message, options),
      );
      if (status === 404) return unknownBrokerLicence;
      const parsed = falLicence.safeParse(body);
      if (!parsed.success) throw new BrokerAuthorityUnavailable('the authority answered in an unknown shape');
      return toAnswer(parsed.data);
    },
  };
}

function toAnswer(licence: z.infer<typeof falLicence>): BrokerLicenceAnswer {
  return {
    state: STATES[licence.status],
    expiresAt: licence.expiryDate ? new Date(licence.expiryDate) : null,
    holderName: licence.holder?.name ?? null,
    holderKind: licence.holder?.type ?? null,
    holderId: licence.holder?.id ?? null,
  };
}
