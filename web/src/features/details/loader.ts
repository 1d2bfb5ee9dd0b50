import { firstSegment } from '#web/lib/browser/navigation';
import { pageLoader } from '#web/lib/api/endpoint-queries';
import { detailsId, detailsQuery, isNotFound, similarPropertiesQuery } from './api';

/** The category of the ad each details route opens (product-spec.md §2); /Property/{id} shows either. */
const CATEGORY_OF_PATH: Record<string, 1 | 2> = {
  recidence: 1,
  recidencedetailes: 1,
  'residence-details': 1,
  industry: 2,
  industrydetailes: 2,
  'industry-details': 2,
};

export const categoryOfPath = (pathname: string): 1 | 2 | undefined =>
  CATEGORY_OF_PATH[firstSegment(pathname)];

/** The ad, then (knowing its category and city) the similar ads below it; no such ad answers 404. */
export const detailsLoader = pageLoader(async ({ url, params, language, load, errorOf, notFound }) => {
  const id = detailsId(params.id);
  if (id === undefined) return notFound();
  const ad = detailsQuery(id, categoryOfPath(url.pathname), language);
  const property = await load(ad);
  if (property) await load(similarPropertiesQuery(property, language));
  else if (isNotFound(errorOf(ad.queryKey))) notFound();
});
