import type { OrderStatus } from '#contract/payments';

/** What the return page says, from the order as the server settled it and what the return URL hints. */
export type ReturnState = 'paid' | 'waiting' | 'slow' | 'declined' | 'cancelled' | 'expired' | 'disputed';

/** How many times a waiting order is asked about again, and how far apart, before "within minutes". */
export const WAITING_POLLS = 5;
export const WAITING_POLL_MS = 2_000;

/**
 * The order's status decides; the URL (the gateway's `status`, our `cancelled`) is only believed about
 * an order still waiting, to tell a refused card or a left page from a payment not confirmed yet. A
 * gateway's page takes another attempt after a refused one, so such an order stays pending.
 */
export function returnStateOf(status: OrderStatus, hint: URLSearchParams, polls: number): ReturnState {
  if (status === 'paid') return 'paid';
  if (status === 'failed') return 'declined';
  if (status === 'expired') return 'expired';
  if (status === 'disputed') return 'disputed';
  if (hint.get('status') === 'failed') return 'declined';
  if (hint.has('cancelled')) return 'cancelled';
  return polls < WAITING_POLLS ? 'waiting' : 'slow';
}
