import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BASIS_POINTS, type VisibilityProductView } from '#contract/payments';
import { Button } from '#web/components/ui/Button';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useModal } from '#web/hooks/use-modal';
import { errorMessage } from '#web/lib/api/api-client';
import { formatHalalas, formatPercent } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useCreateOrder, visibilityProductsQuery } from '../api';
import { paymentReturnPath } from '../paths';
import { ProductOption } from './ProductOption';

/** What an ad's owner may buy for it here: features, and a bump when one is on sale. */
const forAnAd = (product: VisibilityProductView) => product.kind === 'feature' || product.kind === 'bump';

/**
 * Feature an ad (docs/decisions/0041-paid-visibility.md): the products with their price including
 * VAT, the chosen one's VAT spelt out, and Pay, which orders it and sends the browser to the gateway's
 * page. Each product gets one idempotency key per opening of the dialog, so pressing Pay twice (or
 * again after a refusal) asks for the same order, never a second.
 */
export function FeatureAdDialog({ ad, onClose }: { ad: { id: number; title: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ref = useModal();
  const id = useId();
  const products = useQuery(visibilityProductsQuery());
  const offered = products.data?.items.filter(forAnAd) ?? [];
  const [chosenCode, setChosenCode] = useState<string>();
  const chosen = offered.find((product) => product.code === chosenCode) ?? offered[0];
  const keys = useRef(new Map<string, string>());
  const order = useCreateOrder();
  const [leaving, setLeaving] = useState(false);

  const keyFor = (code: string) => {
    const key = keys.current.get(code) ?? crypto.randomUUID();
    keys.current.set(code, key);
    return key;
  };

  const pay = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || order.isPending || leaving) return;
    order.mutate(
      { productCode: chosen.code, propertyId: ad.id, idempotencyKey: keyFor(chosen.code) },
      {
        onSuccess: (placed) => {
          setLeaving(true);
          // An order with no page to pay on is settled already: its result is on the return page.
          window.location.assign(placed.redirectUrl ?? paymentReturnPath(placed.id));
        },
      },
    );
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}title`}
      onCancel={onClose}
      className="m-auto max-h-[92dvh] w-[min(94vw,30rem)] overflow-y-auto rounded-[var(--radius-card)] border border-line bg-surface-raised p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <form onSubmit={pay} className="flex flex-col gap-4 p-5">
        <div className="min-w-0">
          <h2 id={`${id}title`} className="text-lg font-bold">
            {t('payments.feature.title')}
          </h2>
          <p dir="auto" className="truncate text-sm text-ink-muted">
            {ad.title}
          </p>
        </div>
        <p className="text-ink-muted">{t('payments.feature.lead')}</p>
        <FormAlert message={order.isError ? errorMessage(order.error) : undefined} />
        {products.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="alert">{t('payments.feature.loadFailed')}</p>
            <Button onClick={() => void products.refetch()}>{t('payments.feature.retry')}</Button>
          </div>
        ) : !products.data ? (
          <p
            aria-busy
            className="h-40 animate-pulse rounded-xl bg-surface text-center leading-[10rem] text-ink-muted"
          >
            {t('payments.feature.loading')}
          </p>
        ) : offered.length === 0 || !chosen ? (
          <p>{t('payments.feature.none')}</p>
        ) : (
          <>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-bold">{t('payments.feature.choose')}</legend>
              {offered.map((product) => (
                <ProductOption
                  key={product.code}
                  product={product}
                  checked={product.code === chosen.code}
                  onChoose={() => setChosenCode(product.code)}
                />
              ))}
            </fieldset>
            <dl className="flex flex-col gap-1 rounded-xl bg-surface p-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">{t('payments.feature.net')}</dt>
                <dd className="tabular-nums">{formatHalalas(chosen.net, language)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-muted">
                  {t('payments.feature.vat', {
                    rate: formatPercent(chosen.vatRateBasisPoints / BASIS_POINTS, language, 2),
                  })}
                </dt>
                <dd className="tabular-nums">{formatHalalas(chosen.vat, language)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-line pt-1 font-bold">
                <dt>{t('payments.feature.total')}</dt>
                <dd className="tabular-nums">{formatHalalas(chosen.total, language)}</dd>
              </div>
            </dl>
            <p className="flex gap-2 text-sm text-ink-muted">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
              {t('payments.feature.redirectNote')}
            </p>
          </>
        )}
        <div className="mt-1 flex flex-wrap justify-end gap-3">
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" look="primary" pending={order.isPending || leaving} disabled={!chosen}>
            {chosen
              ? t('payments.feature.pay', { total: formatHalalas(chosen.total, language) })
              : t('payments.feature.title')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
