import { BellOff, BellRing, CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SignedInLink } from '#web/components/SignedInLink';
import { StateMessage, stateActionClass } from '#web/components/ui/StateMessage';
import { ApiError } from '#web/lib/api/api-client';
import { useUnsubscribe } from '#web/entities/saved-search/api';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { UnsubscribePage as Component };

const SAVED_SEARCHES = '/saved-searches';

/** What a refused link means: past its lifetime (or from before links carried their time), or older than a resume. */
function refusal(error: unknown): 'expired' | 'superseded' | 'invalid' {
  if (!(error instanceof ApiError)) return 'invalid';
  if (error.status === 409) return 'superseded';
  return error.fieldErrors.at ? 'expired' : 'invalid';
}

/**
 * /saved-searches/unsubscribe?id=…&at=…&token=…: the signed link of every alert. It asks before it
 * acts (mail scanners open links), and needs no sign-in. An expired link offers to sign in instead;
 * one made before the search was resumed leaves it running and says so.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const at = Number(params.get('at'));
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const signed = Number.isInteger(id) && id > 0 && token !== '';
  // Links made before they carried their time can no longer be dated, so they count as expired.
  const state = !signed
    ? 'invalid'
    : !(Number.isInteger(at) && at > 0)
      ? 'expired'
      : unsubscribe.isError
        ? refusal(unsubscribe.error)
        : undefined;
  const manage = (
    <SignedInLink
      to={SAVED_SEARCHES}
      label={t('savedSearches.unsubscribe.manage')}
      signInLabel={t('savedSearches.unsubscribe.signIn')}
      className={stateActionClass}
    />
  );

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      {unsubscribe.isSuccess ? (
        <StateMessage
          icon={CircleCheck}
          tone="text-brand"
          title={t('savedSearches.unsubscribe.title')}
          body={t('savedSearches.unsubscribe.done', { name: unsubscribe.data.name })}
          action={{ to: SAVED_SEARCHES, label: t('savedSearches.unsubscribe.manage') }}
        />
      ) : state === 'expired' ? (
        <StateMessage
          icon={Clock}
          tone="text-amber-700 dark:text-amber-400"
          title={t('savedSearches.unsubscribe.expiredTitle')}
          body={t('savedSearches.unsubscribe.expired')}
        >
          {manage}
        </StateMessage>
      ) : state === 'superseded' ? (
        <StateMessage
          icon={BellRing}
          tone="text-brand"
          title={t('savedSearches.unsubscribe.supersededTitle')}
          body={t('savedSearches.unsubscribe.superseded')}
        >
          {manage}
        </StateMessage>
      ) : state === 'invalid' ? (
        <StateMessage
          icon={BellOff}
          tone="text-red-700 dark:text-red-400"
          title={t('savedSearches.unsubscribe.title')}
          body={t('savedSearches.unsubscribe.invalid')}
        />
      ) : (
        <StateMessage
          icon={BellOff}
          tone="text-brand"
          title={t('savedSearches.unsubscribe.title')}
          body={t('savedSearches.unsubscribe.body')}
          action={{
            label: t('savedSearches.unsubscribe.confirm'),
            onClick: () => unsubscribe.mutate({ id, at, token }),
            disabled: unsubscribe.isPending,
          }}
        />
      )}
    </section>
  );
}
