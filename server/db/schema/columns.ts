import { sql } from 'drizzle-orm';
import { integer, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every moment the schema keeps is a timestamp with time zone. */
export const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** An amount of money: 14 digits, 2 after the point, read as a number. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

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

/** A check that a text column holds one of the values (a contract's list). */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
