import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** The one database type, PGlite or PostgreSQL alike (client.ts opens it; helpers beside it take it). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
