import { useTranslation } from 'react-i18next';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { errorMessage } from '#web/lib/api/api-client';
import { useCan } from '#web/lib/session/staff-session';
import { usePaymentSettings, useProducts } from '../finance-api';
import { ProductsTable } from '../components/ProductsTable';
import { SellerSettingsForm } from '../components/SellerSettingsForm';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { PaymentSettingsPage as Component };

const loading = <div aria-busy className="h-64 animate-pulse rounded-[var(--radius-card)] bg-line" />;

/** The settings that replace code (ADR 0041): the seller and VAT rate, and the products' prices. */
export function PaymentSettingsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const canEdit = can('Payments.Manage');
  const settings = usePaymentSettings();
  const products = useProducts();
  return (
    <>
      <PageHeading title={t('dashboard.nav.paymentSettings')} />
      {!canEdit && <p className="mb-4 text-sm text-ink-muted">{t('dashboard.payments.settings.readOnly')}</p>}
      <div className="flex flex-col gap-4">
        {settings.isError ? (
          <FormAlert message={errorMessage(settings.error)} />
        ) : settings.data ? (
          <SellerSettingsForm settings={settings.data} canEdit={canEdit} />
        ) : (
          loading
        )}
        {products.isError ? (
          <FormAlert message={errorMessage(products.error)} />
        ) : products.data ? (
          <ProductsTable products={products.data.data} canEdit={canEdit} />
        ) : (
          loading
        )}
      </div>
    </>
  );
}
