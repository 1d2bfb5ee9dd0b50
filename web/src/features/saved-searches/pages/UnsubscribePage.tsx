import { BellOff, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StateMessage } from '#web/components/ui/StateMessage';
import { useUnsubscribe } from '#web/lib/saved-searches/api';

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong disabled:opacity-60 dark:text-surface';

/**
 * /saved-searches/unsubscribe?id=…&token=…: the signed link of every alert. It asks before it acts
 * (mail scanners open links), and needs no sign-in.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const wellFormed = Number.isInteger(id) && id > 0 && token !== '';

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      {unsubscribe.isSuccess ? (
        <StateMessage
          icon={<CircleCheck aria-hidden className="size-10 text-brand" />}
          title={t('savedSearches.unsubscribe.title')}
          body={t('savedSearches.unsubscribe.done', { name: unsubscribe.data.name })}
        >
          <Link to="/saved-searches" className={buttonClass}>
            {t('savedSearches.unsubscribe.manage')}
          </Link>
        </StateMessage>
      ) : !wellFormed || unsubscribe.isError ? (
        <StateMessage
          icon={<BellOff aria-hidden className="size-10 text-red-700 dark:text-red-400" />}
          title={t('savedSearches.unsubscribe.title')}
          body={t('savedSearches.unsubscribe.invalid')}
        />
      ) : (
        <StateMessage
          icon={<BellOff aria-hidden className="size-10 text-brand" />}
          title={t('savedSearches.unsubscribe.title')}
          body={t('savedSearches.unsubscribe.body')}
        >
          <button
            type="button"
            className={buttonClass}
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate({ id, token })}
          >
            {t('savedSearches.unsubscribe.confirm')}
          </button>
        </StateMessage>
      )}
    </section>
  );
}
