import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { propertyQuery } from '../../catalogue/api';
import { DetailsError, DetailsNotFound } from '../components/DetailsProblem';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { PropertyDetails } from '../components/PropertyDetails';

const MAX_ID = 2_147_483_647;
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** `category` is set by the per-category routes; /Property/{id} shows either. */
export function PropertyDetailsPage({ category }: { category?: 1 | 2 }) {
  const { id: param = '' } = useParams();
  const id = /^\d{1,10}$/.test(param) ? Number(param) : Number.NaN;
  const valid = id > 0 && id <= MAX_ID;
  const query = useQuery({
    ...propertyQuery(id, category),
    enabled: valid,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
  // Opening a similar ad from the bottom of this one starts at its top.
  useLayoutEffect(() => {
    // A statement, not the arrow's value: new browsers answer scrollTo with a promise, and React would
    // take whatever an effect returns for its cleanup.
    window.scrollTo({ top: 0 });
  }, [id]);

  if (!valid) return <DetailsNotFound category={category} />;
  if (query.data) return <PropertyDetails key={query.data.id} property={query.data} />;
  if (isNotFound(query.error)) return <DetailsNotFound category={category} />;
  if (query.isError) return <DetailsError onRetry={() => void query.refetch()} />;
  return <DetailsSkeleton />;
}
