import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Home › the category's list › this ad. */
export function Breadcrumb({ category, title }: { category: number; title: string }) {
  const { t } = useTranslation();
  const list =
    category === 2
      ? { to: '/industry', label: t('details.breadcrumb.industrial') }
      : { to: '/recidence', label: t('details.breadcrumb.residential') };
  const separator = <ChevronLeft aria-hidden className="size-4 shrink-0 text-ink-muted ltr:rotate-180" />;
  return (
    <nav aria-label={t('details.breadcrumb.label')} className="text-sm">
      <ol className="flex min-w-0 items-center gap-1.5">
        <li className="shrink-0">
          <Link to="/" className="text-ink-muted hover:text-brand">
            {t('details.breadcrumb.home')}
          </Link>
        </li>
        <li className="flex shrink-0 items-center gap-1.5">
          {separator}
          <Link to={list.to} className="text-ink-muted hover:text-brand">
            {list.label}
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          {separator}
          <span aria-current="page" dir="auto" data-user-content className="truncate font-medium">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
