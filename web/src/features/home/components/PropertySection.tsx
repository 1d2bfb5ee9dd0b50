import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '#web/lib/i18n/i18n';
import { propertyListQuery, type ListEndpoint, type ListQuery } from '#web/entities/catalogue/api';
import { PAGE_GRID } from '#web/entities/catalogue/page-grid';
import { PropertyGrid } from '#web/entities/catalogue/components/PropertyGrid';
import { SectionHeader } from './SectionHeader';
import { belowTheFold } from '../lib/below-the-fold';

interface PropertySectionProps {
  id: string;
  title: string;
  to: string;
  linkText: string;
  endpoint: ListEndpoint;
  query: ListQuery;
  /** Photos that load at once: only the first strip's, the others wait until they come near. */
  eagerPhotos?: number;
}

/** A strip of property cards on the home page. */
export function PropertySection({
  id,
  title,
  to,
  linkText,
  endpoint,
  query: listQuery,
  eagerPhotos = 0,
}: PropertySectionProps) {
  const query = useQuery(propertyListQuery(endpoint, listQuery, useLanguage()));
  if (query.isSuccess && query.data.data.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-7xl px-4 py-10 ${belowTheFold}`}>
      <SectionHeader id={id} title={title} to={to} linkText={linkText} />
      <PropertyGrid
        layout={PAGE_GRID}
        query={query}
        skeletons={4}
        eagerPhotos={eagerPhotos}
        countsImpressions
      />
    </section>
  );
}
