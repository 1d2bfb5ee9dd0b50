import { useQuery } from '@tanstack/react-query';
import { propertyListQuery, type ListParams, type ListPath } from '../../catalogue/api';
import { PropertyGrid } from '../../catalogue/components/PropertyGrid';
import { SectionHeader } from './SectionHeader';

interface PropertySectionProps {
  id: string;
  title: string;
  to: string;
  linkText: string;
  path: ListPath;
  params: ListParams;
}

/** A strip of property cards on the home page. */
export function PropertySection({ id, title, to, linkText, path, params }: PropertySectionProps) {
  const query = useQuery(propertyListQuery(path, params));
  if (query.isSuccess && query.data.data.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10">
      <SectionHeader id={id} title={title} to={to} linkText={linkText} />
      <PropertyGrid query={query} skeletons={4} />
    </section>
  );
}
