import { pageLoader } from '#web/lib/api/endpoint-queries';
import { detailsId, detailsQuery, isNotFound, similarPropertiesQuery } from './api';

/** The ad, then (knowing its category and city) the similar ads below it; no such ad answers 404. */
export const detailsLoader = (category: 1 | 2 | undefined) =>
  pageLoader(async ({ params, language, load, errorOf, notFound }) => {
    const id = detailsId(params.id);
    if (id === undefined) return notFound();
    const ad = detailsQuery(id, category, language);
    const property = await load(ad);
    if (property) await load(similarPropertiesQuery(property, language));
    else if (isNotFound(errorOf(ad.queryKey))) notFound();
  });
