import { sql } from 'drizzle-orm';
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every moment the schema keeps is a timestamp with time zone. */
export const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at` and `updated_at`, both required and written by the code (no default). */
export const writtenAt = () => ({
  createdAt: stamp('created_at').notNull(),
  updatedAt: stamp('updated_at').notNull(),
});

/** An integer id the database generates. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A uuid id the database draws at random. */
export const randomId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
