import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A screen whose permission the staff member lacks (the server would answer 403 anyway). */
export function NotAllowedPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 text-center">
      <ShieldX aria-hidden className="size-12 text-red-700 dark:text-red-300" />
      <h1 className="text-2xl font-bold">{t('dashboard.notAllowed.title')}</h1>
      <p className="text-ink-muted">{t('dashboard.notAllowed.body')}</p>
    </section>
  );
}
