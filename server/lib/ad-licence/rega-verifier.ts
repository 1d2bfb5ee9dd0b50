import { advertiserTypeOf } from '#contract/advertiser-type.js';
import { z } from 'zod';
import { callAuthority } from '../authority-call.js';
import {
  LicenceAuthorityUnavailable,
  unknownLicence,
  type AdLicenseVerifier,
  type LicenceAnswer,
} from './verifier.js';

export interface RegaSettings {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/**
 * Our adapter's expected shape of the authority's answer (there is no public specification; see
 * docs/decisions/0017-ad-licences.md): `GET {REGA_API_URL}/v1/ad-licenses/{number}?advertiserMobile=…`
 * with `Authorization: Bearer {REGA_API_KEY}`; 404 for a number it does not know.
 */
const regaLicence = z.object({
  status: z.enum(['ACTIVE', 'EXPIRED', 'CANCELLED']),
  advertiserMatches: z.boolean(),
  expiryDate: z.iso.datetime({ offset: true }).or(z.iso.date()).nullish(),
  advertiser: z
    .object({ name: z.string().nullish(), type: z.string().nullish(), id: z.string().nullish() })
    .nullish(),
  property: z
    .object({ deedNumber: z.string().nullish(), area: z.number().nullish(), price: z.number().nullish() })
    .nullish(),
});

const STATES = { ACTIVE: 'valid', EXPIRED: 'expired', CANCELLED: 'cancelled' } as const;

/** The REGA adapter: one bounded HTTP request per question; anything but an answer is "unavailable". */
export function createRegaVerifier(settings: RegaSettings, fetchFn: typeof fetch = fetch): AdLicenseVerifier {
  return {
    async verify(number, claimant, signal) {
      const url = new URL(`${settings.baseUrl}/v1/ad-licenses/${encodeURIComponent(number)}`);
      url.searchParams.set('advertiserMobile', claimant.phoneNumber);
      const { status, body } = await callAuthority(
        {
          url,
          headers: { authorization: `Bearer ${settings.apiKey}` },
          timeoutMs: settings.timeoutMs,
          signal,
          fetchFn,
          answers: [404],
        },
        (message, options) => new LicenceAuthorityUnavailable(message, options),
      );
      if (status === 404) return unknownLicence;
      const parsed = regaLicence.safeParse(body);
      if (!parsed.success)
        throw new LicenceAuthorityUnavailable('the authority answered in an unknown shape');
      return toAnswer(parsed.data);
    },
  };
}

function toAnswer(licence: z.infer<typeof regaLicence>): LicenceAnswer {
  return {
    state: licence.advertiserMatches ? STATES[licence.status] : 'ownerMismatch',
    expiresAt: licence.expiryDate ? new Date(licence.expiryDate) : null,
    advertiserName: licence.advertiser?.name ?? null,
    // Our word for the kinds we know (the authority may answer in Arabic), else the authority's.
    advertiserType: advertiserTypeOf(licence.advertiser?.type) ?? licence.advertiser?.type ?? null,
    advertiserId: licence.advertiser?.id ?? null,
    deedNumber: licence.property?.deedNumber ?? null,
    area: licence.property?.area ?? null,
    price: licence.property?.price ?? null,
  };
}
