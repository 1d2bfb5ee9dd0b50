import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/Button';
import { ApiError } from '#web/lib/api/api-client';
import { notify } from '#web/lib/browser/notify';
import { useLanguage } from '#web/lib/i18n/i18n';
import { visibilityProductsQuery } from '#web/entities/visibility/api';
import { useBuyCredits } from '../api';
import { formatHalalas } from '#web/lib/formatting/format';

/**
 * The credit packages on sale, each with its price including VAT; buying one orders it for the office
 * and sends the buyer to the gateway's page to pay, as buying a feature does.
 */
export function CreditPackages({ officeId }: { officeId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const products = useQuery(visibilityProductsQuery());
  const buy = useBuyCredits(officeId);
  // One key per package per visit: pressing again after a failure asks for the same order.
  const keys = useRef(new Map<string, string>());
  const packages = (products.data?.items ?? []).filter((product) => product.kind === 'credits');
  if (products.isPending) return <div aria-busy className="mt-6 h-20 animate-pulse rounded-lg bg-surface" />;
  if (packages.length === 0) return null;

  const order = (productCode: string) => {
    const idempotencyKey = keys.current.get(productCode) ?? crypto.randomUUID();
    keys.current.set(productCode, idempotencyKey);
    buy.mutate(
      { productCode, idempotencyKey },
      {
        onSuccess: (placed) => {
          if (placed.redirectUrl) window.location.assign(placed.redirectUrl);
          else notify.info(t('offices.credits.alreadyOrdered'));
        },
        onError: (error) =>
          notify.error(error instanceof ApiError ? error.message : t('offices.credits.buyFailed')),
      },
    );
  };

  return (
    <div className="mt-6">
      <h3 className="font-bold">{t('offices.credits.packagesTitle')}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="credit-packages">
        {packages.map((product) => (
          <li key={product.code} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
            <span className="text-lg font-bold">
              {t('offices.credits.balance', { count: product.credits ?? 0 })}
            </span>
            <span className="text-sm text-ink-muted">{product.name}</span>
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="whitespace-nowrap font-bold">{formatHalalas(product.total, language)}</span>
              <span className="text-xs text-ink-muted">{t('offices.credits.inclVat')}</span>
            </span>
            <Button
              look="primary"
              className="mt-auto text-sm"
              pending={buy.isPending && buy.variables.productCode === product.code}
              disabled={buy.isPending}
              onClick={() => order(product.code)}
              data-buy={product.code}
            >
              {t('offices.credits.buy')}
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-muted">{t('offices.credits.payNote')}</p>
    </div>
  );
}
