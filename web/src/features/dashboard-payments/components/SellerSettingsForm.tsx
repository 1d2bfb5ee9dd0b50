import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PaymentSettingsView } from '#contract/dashboard/payments-finance';
import { DetailCard } from '#web/components/back-office/DetailCard';
import { Button } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FieldIdPrefix } from '#web/components/ui/form/field-ids';
import { Form } from '#web/components/ui/form/Form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { notify } from '#web/lib/browser/notify';
import { useSavePaymentSettings } from '../finance-api';
import { NumberField, settingsForm, settingsValuesOf, TextField } from '../lib/settings-form';

/** The seller every new invoice prints and the VAT rate of new orders; read-only without `canEdit`. */
export function SellerSettingsForm({
  settings,
  canEdit,
}: {
  settings: PaymentSettingsView;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useSavePaymentSettings();
  const form = useContractForm(settingsForm, settingsValuesOf(settings));
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const submit = (body: z.output<typeof settingsForm>) => {
    clearAlert();
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(settingsValuesOf(saved));
        notify.success(t('dashboard.payments.settings.saved'));
      },
      onError: showRefusal,
    });
  };

  return (
    <DetailCard title={t('dashboard.payments.settings.sellerTitle')}>
      <p className="mb-3 text-sm text-ink-muted">{t('dashboard.payments.settings.sellerHint')}</p>
      {!settings.configured && <FormAlert message={t('dashboard.payments.settings.notSetUp')} />}
      <FieldIdPrefix.Provider value="seller-">
        <Form form={form} onSubmit={submit} className="mt-3 flex flex-col gap-4">
          <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
            <NumberField
              name="vatRateBasisPoints"
              label={t('dashboard.payments.settings.vatRate')}
              decimal
              unit="%"
              required
            />
            <TextField
              name="sellerVatNumber"
              label={t('dashboard.payments.settings.vatNumber')}
              hint={t('dashboard.payments.settings.vatNumberHint')}
              inputMode="numeric"
              maxLength={15}
              required
            />
            <TextField
              name="sellerNameAr"
              label={t('dashboard.payments.settings.sellerNameAr')}
              lang="ar"
              required
            />
            <TextField
              name="sellerNameEn"
              label={t('dashboard.payments.settings.sellerNameEn')}
              lang="en"
              required
            />
            <TextField
              name="sellerAddressAr"
              label={t('dashboard.payments.settings.addressAr')}
              lang="ar"
              rows={2}
              required
            />
            <TextField
              name="sellerAddressEn"
              label={t('dashboard.payments.settings.addressEn')}
              lang="en"
              rows={2}
              required
            />
          </fieldset>
          <FormAlert message={alert} />
          {canEdit && (
            <div>
              <Button type="submit" look="primary" pending={save.isPending}>
                {t('dashboard.payments.settings.save')}
              </Button>
            </div>
          )}
        </Form>
      </FieldIdPrefix.Provider>
    </DetailCard>
  );
}
