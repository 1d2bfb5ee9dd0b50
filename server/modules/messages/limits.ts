/** Sending messages: at most this many per sender in a rolling window (counted from stored messages). */
export const MESSAGE_LIMITS = {
  perSender: 20,
  windowSeconds: 10 * 60,
} as const;
