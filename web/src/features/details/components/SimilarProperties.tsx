import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import { useLanguage } from '#web/lib/i18n/i18n';
import { PropertyGrid, type GridLayout } from '#web/entities/catalogue/components/PropertyGrid';
import { SIMILAR_COUNT, similarPropertiesQuery } from '../api';

/** The details page's full width (max-w-7xl, px-4): 2 columns, then 4 from 1024 px. */
const SIMILAR_GRID: GridLayout = {
  columns: 'sm:grid-cols-2 lg:grid-cols-4',
  photoSizes:
    '(min-width: 1280px) 297px, (min-width: 1024px) calc(25vw - 23px), (min-width: 640px) calc(50vw - 26px), calc(100vw - 32px)',
};

/** Up to four other published ads of the same category in the same city; hidden when there are none. */
export function SimilarProperties({
  property,
}: {
  property: Pick<PropertyDetail, 'id' | 'category' | 'city'>;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    ...similarPropertiesQuery(property, useLanguage()),
    select: (answer) => ({
      ...answer,
      data: answer.data.filter((item) => item.id !== property.id).slice(0, SIMILAR_COUNT),
    }),
  });
  if (query.isSuccess && query.data.data.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-14 border-t border-line pt-10">
      <h2 id="similar-title" className="text-2xl font-bold">
        {t('details.similar.title')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('details.similar.subtitle', { city: property.city.name })}</p>
      <div className="mt-6">
        <PropertyGrid query={query} skeletons={SIMILAR_COUNT} layout={SIMILAR_GRID} eagerPhotos={0} />
      </div>
    </section>
  );
}
