import { pageLoader } from '#web/lib/endpoint-queries';
import { detailsId, detailsQuery, similarPropertiesQuery } from './api';

/** The ad, then (knowing its category and city) the similar ads below it. */
export const detailsLoader = (category: 1 | 2 | undefined) =>
  pageLoader(async ({ params, language, load }) => {
    const id = detailsId(params.id);
    if (id === undefined) return;
    const property = await load(detailsQuery(id, category, language));
    if (property) await load(similarPropertiesQuery(property, language));
  });
