import { pageLoader } from '#web/lib/api/endpoint-queries';
import { isNotFound, officeAdsQuery, officeIdOf, officeQuery, officeReviewsQuery } from './api';
import { readOfficeAdsState } from './office-ads-state';

/** The office, its first ads for the URL's filters and its first reviews; no such office answers 404. */
export const officeLoader = pageLoader(async ({ url, params, language, load, errorOf, notFound }) => {
  const id = officeIdOf(params.id);
  if (id === undefined) return notFound();
  const office = officeQuery(id, language);
  const [found] = await Promise.all([
    load(office),
    load(officeAdsQuery(id, readOfficeAdsState(url.searchParams), language)),
    load(officeReviewsQuery(id, 0, language)),
  ]);
  if (!found && isNotFound(errorOf(office.queryKey))) notFound();
});
