import { z } from 'zod';
import { paymentSettingsBody, type PaymentSettingsView } from '#contract/dashboard/payments-finance';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { basisPointsOf, percentText } from './money';

/** The seller form's fields as typed; the rate is a percent ("15"), the body's basis points (1500). */
export interface SettingsValues {
  vatRateBasisPoints: string;
  sellerNameAr: string;
  sellerNameEn: string;
  sellerVatNumber: string;
  sellerAddressAr: string;
  sellerAddressEn: string;
}

/** The contract's body, fed from the fields; a percent it cannot read is the rate's own error. */
export const settingsForm = z.preprocess(
  (values: SettingsValues) => ({
    ...values,
    vatRateBasisPoints: basisPointsOf(values.vatRateBasisPoints) ?? Number.NaN,
  }),
  paymentSettingsBody,
);

export const settingsValuesOf = (settings: PaymentSettingsView): SettingsValues => ({
  vatRateBasisPoints: percentText(settings.vatRateBasisPoints),
  sellerNameAr: settings.sellerNameAr,
  sellerNameEn: settings.sellerNameEn,
  sellerVatNumber: settings.sellerVatNumber,
  sellerAddressAr: settings.sellerAddressAr,
  sellerAddressEn: settings.sellerAddressEn,
});

export const { TextField, NumberField } = fieldsOf<SettingsValues>();
