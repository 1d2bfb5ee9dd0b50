/** The back-office sign-in numbers (docs/back-office.md). */
export const STAFF_AUTH_LIMITS = {
  /** Failed sign-ins per email within the window before it is locked. */
  maxFailedLogins: 5,
  failureWindowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  /** A back-office token (and its session) lives one working day; there is no refresh. */
  sessionSeconds: 8 * 3600,
  resetCodeLength: 6,
  resetCodeTtlSeconds: 10 * 60,
  /** Tries per reset code, right or wrong; the code is burned after that. */
  resetCodeMaxAttempts: 5,
  resetCodeCooldownSeconds: 60,
  resetCodesPerHour: 5,
} as const;
