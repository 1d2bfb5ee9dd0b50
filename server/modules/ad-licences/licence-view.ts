import QRCode from 'qrcode';
import type { AdLicenceOut } from '#contract/properties.js';
import type { AdLicenceCheckRow } from '#server/db/schema/index.js';
import { stateAt } from '#server/lib/ad-licence/index.js';

/** The authority's page for one licence: the verification URL template with the number in it. */
export function licenceVerifyUrl(template: string, number: string): string {
  return template.replaceAll('{number}', encodeURIComponent(number));
}

/**
 * An ad's licence for the details page: the number, the authority's last answer (expired once its
 * date has passed), and a QR code of the authority's page as an SVG made here, so no QR library
 * reaches the browser.
 */
export async function toAdLicenceOut(
  number: string,
  check: AdLicenceCheckRow | null,
  verifyUrlTemplate: string,
  now: Date,
): Promise<AdLicenceOut> {
  const verifyUrl = licenceVerifyUrl(verifyUrlTemplate, number);
  const current = check?.licenceNumber === number ? check : null;
  const state = current ? stateAt(current, now) : null;
  return {
    number,
    state,
    verified: state === 'valid',
    checkedAt: current?.checkedAt.toISOString() ?? null,
    expiresAt: current?.expiresAt?.toISOString() ?? null,
    advertiserName: current?.advertiserName ?? null,
    advertiserType: current?.advertiserType ?? null,
    deedNumber: current?.deedNumber ?? null,
    area: current?.area ?? null,
    price: current?.price ?? null,
    verifyUrl,
    qrSvg: await QRCode.toString(verifyUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  };
}
