import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AgentLanguage } from '#contract/agents.js';
import { stamp } from './columns.js';

/** Company agents: staff profiles that a property can name. */
export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  fullNameAr: text('full_name_ar').notNull(),
  fullNameEn: text('full_name_en').notNull(),
  imageKey: text('image_key'),
  phoneNumber: text('phone_number').notNull(),
  whatsapp: text('whatsapp'),
  email: text('email'),
  falLicenseNumber: text('fal_license_number'),
  languages: text('languages')
    .array()
    .$type<AgentLanguage[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  hidden: boolean('hidden').notNull().default(false),
  createdAt: stamp('created_at')
    .notNull()
    .default(sql`now()`),
});

export type AgentRow = typeof agents.$inferSelect;
