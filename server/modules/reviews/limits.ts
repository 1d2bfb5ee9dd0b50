/** Writing reviews: at most this many different reviews written or changed per user in a rolling window. */
export const REVIEW_LIMITS = {
  perUser: 10,
  windowSeconds: 60 * 60,
} as const;
