import { integer } from 'drizzle-orm/pg-core';
import { properties } from './properties.js';

/** A required link to an ad; the row goes when the ad does (properties.ts has its own, `adLink`). */
export const propertyLink = (name: string) =>
  integer(name)
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' });
