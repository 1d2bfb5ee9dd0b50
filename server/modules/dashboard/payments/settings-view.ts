import type { PaymentSettingsView } from '#contract/dashboard/payments-finance.js';
import type { paymentSettings } from '#server/db/schema/index.js';

type SettingsRow = typeof paymentSettings.$inferSelect;

/** What the form starts from before staff ever saved: the Kingdom's standard rate, no seller. */
const NOT_SET_UP: PaymentSettingsView = {
  configured: false,
  vatRateBasisPoints: 1500,
  sellerNameAr: '',
  sellerNameEn: '',
  sellerVatNumber: '',
  sellerAddressAr: '',
  sellerAddressEn: '',
  updatedAt: null,
};

export function toSettingsView(row: SettingsRow | undefined): PaymentSettingsView {
  if (!row) return NOT_SET_UP;
  return {
    configured: true,
    vatRateBasisPoints: row.vatRateBasisPoints,
    sellerNameAr: row.sellerNameAr,
    sellerNameEn: row.sellerNameEn,
    sellerVatNumber: row.sellerVatNumber,
    sellerAddressAr: row.sellerAddressAr,
    sellerAddressEn: row.sellerAddressEn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of the settings. */
export const settingsSnapshot = (row: SettingsRow) => ({
  vatRateBasisPoints: row.vatRateBasisPoints,
  sellerNameAr: row.sellerNameAr,
  sellerNameEn: row.sellerNameEn,
  sellerVatNumber: row.sellerVatNumber,
  sellerAddressAr: row.sellerAddressAr,
  sellerAddressEn: row.sellerAddressEn,
});
