import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import type { PageLoaded } from '#web/lib/api/endpoint-queries';
import { useLanguage } from '#web/lib/i18n/i18n';
import type { PublicOffice } from '#contract/offices';
import { isNotFound, officeIdOf, officeQuery } from '../api';
import { OfficeAgents } from '../components/OfficeAgents';
import { OfficeHeader } from '../components/OfficeHeader';
import { OfficeListings } from '../components/OfficeListings';
import { OfficeError, OfficeNotFound, OfficeSkeleton } from '../components/OfficeProblem';
import { OfficeReviews } from '../components/OfficeReviews';

export { officeLoader as loader } from '../loader';
export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { OfficePage as Component };

/** /offices/:id: a brokerage office's public page (ADR 0039, "The office page"). */
export function OfficePage() {
  const id = officeIdOf(useParams().id);
  // Only a server render waits for its loader, which says when the office does not exist.
  const loaded = useLoaderData<PageLoaded | null>();
  const query = useQuery({ ...officeQuery(id ?? 0, useLanguage()), enabled: id !== undefined });
  if (id === undefined || loaded?.notFound || isNotFound(query.error)) return <OfficeNotFound />;
  if (query.data) return <Office key={id} office={query.data} />;
  if (query.isError) return <OfficeError onRetry={() => void query.refetch()} />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:py-8">
      <OfficeSkeleton />
    </div>
  );
}

function Office({ office }: { office: PublicOffice }) {
  const { t } = useTranslation();
  useDocumentTitle(`${office.name} | ${t('brand.name')}`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:py-8">
      <OfficeHeader office={office} />
      <OfficeAgents members={office.members} />
      <OfficeListings officeId={office.id} />
      <OfficeReviews officeId={office.id} />
    </div>
  );
}
