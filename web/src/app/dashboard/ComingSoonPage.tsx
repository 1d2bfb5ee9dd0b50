import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A menu entry whose screen is not built yet. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 text-center">
      <Construction aria-hidden className="size-12 text-accent" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-ink-muted">{t('dashboard.comingSoon')}</p>
    </section>
  );
}
