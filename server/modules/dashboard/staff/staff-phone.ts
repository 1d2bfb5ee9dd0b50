import type { Config } from '#server/config.js';
import { fieldError } from '#server/lib/errors.js';
import { normalizeMobile } from '#server/lib/phone.js';

const DEFAULT_DIAL_CODE = '+966';

/** A staff phone receives reset codes by SMS, so it must be a mobile number the sender serves. */
export function staffPhone(config: Config, input: string | null | undefined): string | null | undefined {
  if (input === undefined || input === null) return input;
  const result = normalizeMobile(input, DEFAULT_DIAL_CODE, config.sms.allowedCountries);
  if (!result.ok) throw fieldError('phoneNumber', result.reason);
  return result.phone.e164;
}
