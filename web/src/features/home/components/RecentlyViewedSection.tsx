import { useTranslation } from 'react-i18next';
import { RecentlyViewedGrid } from '#web/entities/catalogue/components/RecentlyViewedGrid';
import { PAGE_GRID } from '#web/entities/catalogue/page-grid';
import { SectionHeader } from './SectionHeader';

/** Home's strip of the reader's last viewed ads (4); absent while there are none. */
export function RecentlyViewedSection() {
  const { t } = useTranslation();
  return (
    <RecentlyViewedGrid
      layout={PAGE_GRID}
      limit={4}
      frame={(cards) => (
        <section aria-labelledby="home-recently-viewed" className="mx-auto max-w-7xl px-4 py-10">
          <SectionHeader
            id="home-recently-viewed"
            title={t('compare.recent.title')}
            to="/recently-viewed"
            linkText={t('compare.recent.all')}
          />
          {cards}
        </section>
      )}
    />
  );
}
