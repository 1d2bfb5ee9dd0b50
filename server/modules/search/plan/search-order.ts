import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PropertyListQuery } from '#contract/properties.js';
import { propertySearch as s } from '#server/db/schema/index.js';

/** As the indexes store it (drizzle writes `desc nulls last`), so the planner can walk them. */
export const newestFirst = [sql`${s.publishedAt} desc nulls last`, sql`${s.id} desc nulls last`];

const ORDERS = {
  newest: newestFirst,
  priceAsc: [asc(s.price), asc(s.id)],
  priceDesc: [desc(s.price), desc(s.id)],
  areaAsc: [asc(s.area), asc(s.id)],
  areaDesc: [desc(s.area), desc(s.id)],
};

const ORDER_NAMES = new Map<SQL[], string>(Object.entries(ORDERS).map(([name, order]) => [order, name]));

/** The order of an explicit sort, newest first by default; each one an index of the search table. */
export const sortOrder = (sortBy: PropertyListQuery['SortBy']): SQL[] => ORDERS[sortBy ?? 'newest'];

/** The name of one of the orders above (undefined for any other), for keeping a statement's text. */
export const orderName = (order: SQL[]): string | undefined => ORDER_NAMES.get(order);

/** Weights of D, C, B, A: a match in the title counts most, then the place, then the description. */
const WEIGHTS = sql.raw(`'{0.05, 0.2, 0.5, 1.0}'::float4[]`);

/** Best matches first (title, then place, then description), newer first among equals. */
export const byRelevance = (
  text: SQL,
  match: { id: unknown; document: unknown; publishedAt: unknown },
): SQL[] => [
  sql`ts_rank(${WEIGHTS}, ${match.document}, ${text}) desc`,
  sql`${match.publishedAt} desc nulls last`,
  sql`${match.id} desc nulls last`,
];
