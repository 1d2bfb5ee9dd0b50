import { uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A required link to a user; the row goes when the user does. */
export const userLink = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
