import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Clock, LoaderCircle, SearchX, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { OrderView } from '#contract/payments';
import { StateMessage } from '#web/components/ui/StateMessage';
import { SignInRedirect } from '#web/components/SignInRedirect';
import { featureAdPath } from '#web/entities/visibility/paths';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { ApiError } from '#web/lib/api/api-client';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { orderQuery } from '../api';
import { INVOICES_PATH, PaidOrder } from '../components/PaidOrder';
import { returnStateOf, WAITING_POLL_MS, type ReturnState } from '../lib/return-state';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { PaymentReturnPage as Component };

const isOrderId = (value: string) => z.uuid().safeParse(value).success;

/**
 * /payments/return?order=…: where the gateway sends the buyer back. The order is asked for (which
 * settles it with what the gateway says now); a waiting one is asked again a few times.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.return.pageTitle'));
  const signedIn = useIsSignedIn();
  const [search] = useSearchParams();
  const orderId = search.get('order') ?? '';
  const options = orderQuery(orderId);
  const queryClient = useQueryClient();
  const order = useQuery({
    ...options,
    enabled: signedIn && isOrderId(orderId),
    staleTime: 0,
    retry: false,
    refetchInterval: ({ state }) =>
      state.data && returnStateOf(state.data.status, search, state.dataUpdateCount - 1) === 'waiting'
        ? WAITING_POLL_MS
        : false,
  });
  if (!signedIn) return <SignInRedirect />;
  const polls = (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 1) - 1;

  const missing = !isOrderId(orderId) || (order.error instanceof ApiError && order.error.status === 404);
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="sr-only">{t('payments.return.pageTitle')}</h1>
      <div aria-live="polite">
        {missing ? (
          <StateMessage
            icon={SearchX}
            title={t('payments.return.missingTitle')}
            body={t('payments.return.missingBody')}
            action={{ to: INVOICES_PATH, label: t('payments.return.invoices') }}
          />
        ) : order.isError ? (
          <StateMessage
            icon={CircleAlert}
            title={t('payments.return.loadFailed')}
            body={order.error.message}
            action={{ label: t('payments.return.checkAgain'), onClick: () => void order.refetch() }}
          />
        ) : !order.data ? (
          <p aria-busy className="flex items-center justify-center gap-2 py-14 text-ink-muted">
            <LoaderCircle aria-hidden className="size-5 motion-safe:animate-spin" />
            {t('payments.return.checking')}
          </p>
        ) : (
          <OrderResult
            order={order.data}
            state={returnStateOf(order.data.status, search, polls)}
            checking={order.isFetching}
            onCheck={() => void order.refetch()}
          />
        )}
      </div>
    </section>
  );
}

function OrderResult({
  order,
  state,
  checking,
  onCheck,
}: {
  order: OrderView;
  state: ReturnState;
  checking: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  const tryAgain = {
    to: order.propertyId === null ? '/my-ads' : featureAdPath(order.propertyId),
    label: t('payments.return.tryAgain'),
  };
  switch (state) {
    case 'paid':
      return <PaidOrder order={order} />;
    case 'waiting':
      return (
        <StateMessage
          icon={LoaderCircle}
          tone="text-brand motion-safe:animate-spin"
          title={t('payments.return.waitingTitle')}
          body={t('payments.return.waitingBody')}
        />
      );
    case 'slow':
      return (
        <StateMessage
          icon={Clock}
          tone="text-amber-600 dark:text-amber-400"
          title={t('payments.return.slowTitle')}
          body={t('payments.return.slowBody')}
          action={{ label: t('payments.return.checkAgain'), onClick: onCheck, disabled: checking }}
        />
      );
    case 'disputed':
      return (
        <StateMessage
          icon={ShieldAlert}
          tone="text-amber-600 dark:text-amber-400"
          title={t('payments.return.disputedTitle')}
          body={t('payments.return.disputedBody')}
          action={{ to: INVOICES_PATH, label: t('payments.return.invoices') }}
        />
      );
    default:
      return (
        <StateMessage
          icon={CircleAlert}
          tone="text-red-600 dark:text-red-400"
          title={t(`payments.return.${state}Title`)}
          body={t(`payments.return.${state}Body`)}
          action={tryAgain}
        />
      );
  }
}
