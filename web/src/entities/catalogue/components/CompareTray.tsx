import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { clearCompared, comparePath, useComparedIds } from '../compare-list';
import { CloseButton } from '#web/components/ui/CloseButton';

/**
 * While ads are picked for comparison: how many, a link to compare them, and a way to clear them. It
 * floats above a details page's contact bar (`--contact-bar`, styles.css), never over it.
 */
export function CompareTray() {
  const { t } = useTranslation();
  const ids = useComparedIds();
  const { pathname } = useLocation();
  if (ids.length === 0 || pathname === '/compare') return null;
  return (
    <aside
      data-compare-tray
      aria-label={t('catalogue.compare.open')}
      className="fixed inset-x-0 bottom-[calc(1rem+var(--contact-bar,0px))] z-30 mx-auto flex w-fit max-w-[calc(100vw-2rem)] items-center gap-1 rounded-full border border-line bg-surface-raised p-1.5 shadow-lg"
    >
      <Link
        to={comparePath(ids)}
        className="inline-flex items-center gap-2 rounded-full bg-brand px-4 py-2 font-medium text-white hover:bg-brand-strong dark:text-surface"
      >
        <Scale aria-hidden className="size-4" />
        {t('catalogue.compare.openCount', { n: ids.length })}
      </Link>
      <CloseButton
        label={t('catalogue.compare.clear')}
        title={t('catalogue.compare.clear')}
        onClick={clearCompared}
        className="size-9 text-ink-muted hover:text-ink"
        iconClass="size-4"
      />
    </aside>
  );
}
