import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { VisibilityProductView } from '#contract/dashboard/payments-finance';
import { featureDays } from '#contract/payments';
import { Button } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FieldIdPrefix } from '#web/components/ui/form/field-ids';
import { Form } from '#web/components/ui/form/Form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { notify } from '#web/lib/browser/notify';
import { currencyLabel } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useUpdateProduct } from '../finance-api';
import {
  CheckField,
  NumberField,
  productForm,
  productValuesOf,
  SelectField,
  TextField,
} from '../lib/product-form';

/** One product's fields, opened under its row; saving changes new orders only. */
export function ProductEditor({
  product,
  title,
  onClose,
}: {
  product: VisibilityProductView;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const update = useUpdateProduct();
  const schema = productForm(product);
  const form = useContractForm(schema, productValuesOf(product));
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const submit = (change: z.output<typeof schema>) => {
    clearAlert();
    update.mutate(
      { id: product.id, change },
      {
        onSuccess: () => {
          notify.success(t('dashboard.payments.settings.productSaved'));
          onClose();
        },
        onError: showRefusal,
      },
    );
  };

  return (
    <FieldIdPrefix.Provider value={`product-${product.id}-`}>
      <Form form={form} onSubmit={submit} aria-label={title} className="flex flex-col gap-4 py-2">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField name="nameAr" label={t('dashboard.payments.settings.nameAr')} lang="ar" required />
          <TextField name="nameEn" label={t('dashboard.payments.settings.nameEn')} lang="en" required />
          <NumberField
            name="netPrice"
            label={t('dashboard.payments.settings.price')}
            decimal
            unit={currencyLabel('SAR', language)}
            required
          />
          {product.kind === 'feature' && (
            <SelectField
              name="days"
              label={t('dashboard.payments.settings.days')}
              placeholder={false}
              choices={featureDays.map((days) => ({ value: String(days), label: String(days) }))}
            />
          )}
          {product.kind === 'credits' ? (
            <NumberField name="credits" label={t('dashboard.payments.settings.credits')} required />
          ) : (
            <NumberField
              name="creditCost"
              label={t('dashboard.payments.settings.creditCost')}
              placeholder={t('dashboard.payments.settings.noCredits')}
            />
          )}
          <NumberField name="position" label={t('dashboard.payments.settings.position')} />
          <div className="flex items-end">
            <CheckField name="onSale" label={t('dashboard.payments.settings.onSale')} />
          </div>
        </div>
        <FormAlert message={alert} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" look="primary" pending={update.isPending}>
            {t('dashboard.payments.settings.saveProduct')}
          </Button>
          <Button onClick={onClose}>{t('dashboard.cancel')}</Button>
        </div>
      </Form>
    </FieldIdPrefix.Provider>
  );
}
