import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dictionary } from '#web/lib/i18n';

type PageKey = keyof Dictionary['pages'];

/** Stands in for a screen that a later issue builds, inside the real layout. */
export function PlaceholderPage({ title }: { title: PageKey }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center">
      <Building2 aria-hidden className="size-14 text-brand" />
      <h1 className="mt-6 text-3xl font-bold">{t(`pages.${title}`)}</h1>
      <p className="mt-3 text-ink-muted">{t('placeholder.soon')}</p>
      <Link
        to="/"
        className="mt-8 rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface"
      >
        {t('placeholder.browse')}
      </Link>
    </section>
  );
}
