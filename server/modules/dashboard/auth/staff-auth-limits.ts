/** The back-office sign-in numbers (docs/back-office.md). */
export const STAFF_AUTH_LIMITS = {
  /** Failed sign-ins per email from one IP within the window before that pair is locked. */
  maxFailedLogins: 5,
  failureWindowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  /** Failures on an email from every IP in the window before its wrong answers are paused. */
  failuresBeforeSlowdown: 5,
  /** The first pause; each further failure doubles it, up to the longest. */
  firstSlowdownSeconds: 0.5,
  longestSlowdownSeconds: 3,
  /** A back-office token (and its session) lives one working day; there is no refresh. */
  sessionSeconds: 8 * 3600,
  resetCodeLength: 6,
  resetCodeTtlSeconds: 10 * 60,
  /** Tries per reset code from one source, right or wrong; the code is burned for that source after that. */
  resetCodeMaxAttempts: 5,
  /** Tries per reset code from all the sources but the one that asked for it, together. */
  resetCodeMaxOtherSourceTries: 10,
  resetCodeCooldownSeconds: 60,
  resetCodesPerHour: 5,
} as const;
