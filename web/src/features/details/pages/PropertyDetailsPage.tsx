import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useLoaderData, useLocation, useParams } from 'react-router';
import type { PageLoaded } from '#web/lib/api/endpoint-queries';
import { useLanguage } from '#web/lib/i18n/i18n';
import { detailsId, detailsQuery, isNotFound } from '../api';
import { DetailsError, DetailsNotFound } from '../components/DetailsProblem';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { PropertyDetails } from '../components/PropertyDetails';

import { categoryOfPath } from '../loader';

export { detailsLoader as loader } from '../loader';
export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { PropertyDetailsPage as Component };

/** One ad; the per-category routes set its category, /Property/{id} shows either. */
export function PropertyDetailsPage() {
  const category = categoryOfPath(useLocation().pathname);
  const id = detailsId(useParams().id);
  // Only a server render waits for its loader, which says when the ad does not exist.
  const loaded = useLoaderData<PageLoaded | null>();
  const query = useQuery({ ...detailsQuery(id ?? 0, category, useLanguage()), enabled: id !== undefined });
  // Opening a similar ad from the bottom of this one starts at its top.
  useLayoutEffect(() => {
    // A statement, not the arrow's value: new browsers answer scrollTo with a promise, and React would
    // take whatever an effect returns for its cleanup.
    window.scrollTo({ top: 0 });
  }, [id]);

  if (id === undefined || loaded?.notFound) return <DetailsNotFound category={category} />;
  if (query.data) return <PropertyDetails key={query.data.id} property={query.data} />;
  if (isNotFound(query.error)) return <DetailsNotFound category={category} />;
  if (query.isError) return <DetailsError onRetry={() => void query.refetch()} />;
  return <DetailsSkeleton />;
}
