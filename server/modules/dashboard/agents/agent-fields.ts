import type { AgentBodyParsed } from '#contract/dashboard/agents.js';
import { fieldError } from '#server/lib/errors.js';
import { normalizeAnyPhone } from '#server/lib/phone.js';

/** Agents are in Saudi Arabia: a number without a country code is a Saudi one. */
const DEFAULT_DIAL_CODE = '+966';

/** The columns a create or update writes, phones checked with libphonenumber and stored as E.164. */
export function agentColumns(body: AgentBodyParsed) {
  const phoneNumber = normalizeAnyPhone(body.phoneNumber, DEFAULT_DIAL_CODE);
  if (!phoneNumber) throw fieldError('phoneNumber', 'phoneInvalid');
  let whatsapp: string | null = null;
  if (body.whatsapp !== null) {
    whatsapp = normalizeAnyPhone(body.whatsapp, DEFAULT_DIAL_CODE) ?? null;
    if (!whatsapp) throw fieldError('whatsapp', 'whatsappInvalid');
  }
  return {
    fullNameAr: body.fullNameAr,
    fullNameEn: body.fullNameEn,
    phoneNumber,
    whatsapp,
    email: body.email?.toLowerCase() ?? null,
    falLicenseNumber: body.falLicenseNumber,
    languages: body.languages,
  };
}
