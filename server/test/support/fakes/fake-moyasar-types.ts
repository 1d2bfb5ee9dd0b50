/** The fake Moyasar's objects and the behaviours a test chooses (see fake-moyasar.ts). */

/**
 * How the fake's API answers: `createThenHang` makes the invoice asked for, then never answers;
 * `refundThenHang` makes the refund asked for, then never answers (other calls hang).
 */
export type MoyasarApiBehaviour =
  'up' | 'hang' | 'error500' | 'garbage' | 'createThenHang' | 'refundThenHang';
/** What the bank says to a card once 3-D Secure passed (Apple Pay and STC Pay too). */
export type CardOutcome = 'approved' | 'declined';
/**
 * What becomes of each webhook: sent once, sent twice, never sent, sent with a wrong secret token, or
 * held until the test releases them (in any order: `releaseWebhooks`).
 */
export type WebhookBehaviour = 'send' | 'twice' | 'never' | 'wrongSecret' | 'held';

export interface FakeMoyasarPayment {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'refunded';
  amount: number;
  fee: number;
  currency: 'SAR';
  refunded: number;
  refunded_at: string | null;
  description: string;
  invoice_id: string;
  metadata: Record<string, string>;
  source: { type: string; company: string | null; number: string | null; message: string | null };
  created_at: string;
  updated_at: string;
}

export interface FakeMoyasarInvoice {
  id: string;
  status: 'initiated' | 'paid' | 'refunded' | 'expired' | 'canceled';
  amount: number;
  currency: string;
  description: string;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  metadata: Record<string, string>;
  payment_id: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface MoyasarWebhookBody {
  id: string;
  type: string;
  created_at: string;
  secret_token: string;
  account_name: string;
  live: false;
  data: FakeMoyasarPayment;
}
