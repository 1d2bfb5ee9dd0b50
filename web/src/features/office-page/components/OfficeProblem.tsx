import { Building2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stateActionClass } from '#web/components/ui/StateMessage';

const secondary = 'rounded-lg border border-line px-5 py-2.5 font-medium hover:bg-surface-raised';

/** No such office (or one not shown): say so and offer a way on. */
export function OfficeNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <Building2 aria-hidden className="size-14 text-accent" />
      <h1 className="mt-6 text-2xl font-bold">{t('officePage.notFound.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('officePage.notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/search" className={stateActionClass}>
          {t('officePage.notFound.browse')}
        </Link>
        <Link to="/" className={secondary}>
          {t('officePage.notFound.home')}
        </Link>
      </div>
    </section>
  );
}

/** The office could not be loaded (network, server): a retry. */
export function OfficeError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <TriangleAlert aria-hidden className="size-14 text-accent" />
      <h1 className="mt-6 text-2xl font-bold">{t('officePage.error.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('officePage.error.body')}</p>
      <button type="button" onClick={onRetry} className={`mt-8 ${stateActionClass}`}>
        {t('officePage.error.retry')}
      </button>
    </section>
  );
}

/** The header's place while the office loads. */
export function OfficeSkeleton() {
  return <div aria-hidden className="h-48 animate-pulse rounded-2xl border border-line bg-surface-raised" />;
}
