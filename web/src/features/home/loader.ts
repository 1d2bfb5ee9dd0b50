import { propertyListQuery } from '#web/entities/catalogue/api';
import { pageLoader } from '#web/lib/api/endpoint-queries';
import { heroLookupQueries, homeAgentsQuery, homeLists } from './home-queries';
import { testimonialsQuery } from './testimonials-query';

/** The home page's answers, in the order its screen shows them: hero choices, strips, agents, testimonials. */
export const homeLoader = pageLoader(({ language, load }) => {
  const { transactions, places } = heroLookupQueries(language);
  return Promise.all([
    load(transactions),
    load(places),
    ...Object.values(homeLists).map(({ endpoint, query }) =>
      load(propertyListQuery(endpoint, query, language)),
    ),
    load(homeAgentsQuery(language)),
    load(testimonialsQuery(language)),
  ]);
});
