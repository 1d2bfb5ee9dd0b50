import { SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const primary =
  'rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface';
const secondary = 'rounded-lg border border-line px-5 py-2.5 font-medium hover:bg-surface-raised';

/** No such ad (or not visible to this visitor): say so kindly and offer a way on. */
export function DetailsNotFound({ category }: { category?: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <SearchX aria-hidden className="size-14 text-accent" />
      <h1 className="mt-6 text-2xl font-bold">{t('details.notFound.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('details.notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={category === 2 ? '/industry' : '/recidence'} className={primary}>
          {t('details.notFound.browse')}
        </Link>
        <Link to="/" className={secondary}>
          {t('details.notFound.home')}
        </Link>
      </div>
    </section>
  );
}

/** The ad could not be loaded (network, server): a retry. */
export function DetailsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <TriangleAlert aria-hidden className="size-14 text-accent" />
      <h1 className="mt-6 text-2xl font-bold">{t('details.error.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('details.error.body')}</p>
      <button type="button" onClick={onRetry} className={`mt-8 ${primary}`}>
        {t('details.error.retry')}
      </button>
    </section>
  );
}
