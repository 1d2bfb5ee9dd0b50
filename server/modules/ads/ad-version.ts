import { sql } from 'drizzle-orm';
import { properties } from '#server/db/schema/index.js';

/** The `version` of an ad after a change of it or its photos. */
export const nextVersion = () => sql`${properties.version} + 1`;
