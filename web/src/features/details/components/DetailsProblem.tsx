import { SearchX, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const primary =
  'rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface';
const secondary = 'rounded-lg border border-line px-5 py-2.5 font-medium hover:bg-surface-raised';

/** The page in place of an ad: what went wrong, and the ways on. */
function Problem({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <Icon aria-hidden className="size-14 text-accent" />
      <h1 className="mt-6 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-ink-muted">{body}</p>
      {children}
    </section>
  );
}

/** No such ad (or not visible to this visitor): say so kindly and offer a way on. */
export function DetailsNotFound({ category }: { category?: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <Problem icon={SearchX} title={t('details.notFound.title')} body={t('details.notFound.body')}>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={category === 2 ? '/industry' : '/recidence'} className={primary}>
          {t('details.notFound.browse')}
        </Link>
        <Link to="/" className={secondary}>
          {t('details.notFound.home')}
        </Link>
      </div>
    </Problem>
  );
}

/** The ad could not be loaded (network, server): a retry. */
export function DetailsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Problem icon={TriangleAlert} title={t('details.error.title')} body={t('details.error.body')}>
      <button type="button" onClick={onRetry} className={`mt-8 ${primary}`}>
        {t('details.error.retry')}
      </button>
    </Problem>
  );
}
