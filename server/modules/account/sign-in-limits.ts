/** The numbers of decisions.md "Phone sign-in" (and docs/decisions/0026 for the failure cap's scope). */
export const SIGN_IN_LIMITS = {
  codeLength: 5,
  codeTtlSeconds: 5 * 60,
  maxAttemptsPerCode: 5,
  resendCooldownSeconds: 60,
  codesPerPhonePerHour: 3,
  codesPerPhonePerDay: 10,
  /** Wrong codes per phone and source (lib/network-source.ts) per 24 hours. */
  failuresPerPhonePerDay: 10,
  ipWindowSeconds: 10 * 60,
} as const;

export const HOUR_SECONDS = 3600;
export const DAY_SECONDS = 24 * HOUR_SECONDS;
