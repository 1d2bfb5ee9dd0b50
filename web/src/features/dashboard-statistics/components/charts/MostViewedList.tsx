import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardStatistics } from '#contract/dashboard/statistics';
import { counted } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

/** The most viewed ads, most first, each opening its review page, with a bar for its share. */
export function MostViewedList({ ads }: { ads: DashboardStatistics['mostViewed'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const most = Math.max(1, ...ads.map((ad) => ad.views));

  return (
    <section
      aria-labelledby="most-viewed-title"
      className="flex min-w-0 flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
    >
      <h3 id="most-viewed-title" className="font-bold">
        {t('dashboard.statistics.mostViewed')}
      </h3>
      {ads.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('dashboard.statistics.noViews')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {ads.map((ad) => (
            <li key={ad.id} className="flex flex-col gap-1 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <Link
                  to={`/dashboard/properties/${ad.id}`}
                  dir="auto"
                  data-user-content
                  className="min-w-0 truncate font-medium text-brand hover:underline"
                >
                  {ad.title}
                </Link>
                <span className="shrink-0 text-ink-muted">
                  {t('dashboard.statistics.views', counted(ad.views, language))}
                </span>
              </div>
              <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-line">
                <div
                  className="h-full rounded-full bg-accent"
                  style={{ width: `${(ad.views / most) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
