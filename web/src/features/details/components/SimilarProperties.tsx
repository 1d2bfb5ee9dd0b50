import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import { useLanguage } from '#web/lib/i18n';
import { PropertyGrid } from '#web/components/catalogue/PropertyGrid';
import { SIMILAR_COUNT, similarPropertiesQuery } from '../api';

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
        <PropertyGrid
          query={query}
          skeletons={SIMILAR_COUNT}
          columns="sm:grid-cols-2 lg:grid-cols-4"
          eagerPhotos={0}
        />
      </div>
    </section>
  );
}
