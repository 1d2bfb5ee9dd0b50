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
    qrSvg: await qrCodeOf(verifyUrl),
  };
}

const QR_CODES_KEPT = 1_000;
const qrCodes = new Map<string, Promise<string>>();

/**
 * A QR code costs about 5 ms to draw, on every details answer: each URL's is drawn once and kept while
 * it is among the last 1,000 asked for (a Map keeps insertion order, so the first key is the oldest).
 */
function qrCodeOf(url: string): Promise<string> {
  const kept = qrCodes.get(url);
  if (kept) {
    qrCodes.delete(url);
    qrCodes.set(url, kept);
    return kept;
  }
  const drawn = QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  drawn.catch(() => qrCodes.delete(url));
  qrCodes.set(url, drawn);
  const oldest = qrCodes.keys().next().value;
  if (qrCodes.size > QR_CODES_KEPT && oldest !== undefined) qrCodes.delete(oldest);
  return drawn;
}
