import type { PaymentSettingsView } from '#contract/dashboard/payments-finance.js';
import type { AppDeps } from '#server/deps.js';
import { paymentSettings } from '#server/db/schema/index.js';
import { toSettingsView } from './settings-view.js';

/** The VAT rate and the seller, or the form's defaults while nobody saved them. */
export async function getPaymentSettings(deps: Pick<AppDeps, 'db'>): Promise<PaymentSettingsView> {
  const [row] = await deps.db.select().from(paymentSettings);
  return toSettingsView(row);
}
