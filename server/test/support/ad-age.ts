import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { properties } from '#server/db/schema/index.js';
import { AD_EXPIRY_QUEUE } from '#server/modules/ad-expiry/index.js';
import { jobsSettled } from './jobs.js';
import type { TestServer } from './test-server.js';

/**
 * `days` pass for these ads: their dates move back (the clock stays, since signed-in tokens expire
 * with it).
 */
export async function daysPassFor(server: TestServer, ids: number[], days: number): Promise<void> {
  const back = (column: AnyPgColumn) => sql`${column} - ${days} * interval '1 day'`;
  await server.deps.db
    .update(properties)
    .set({
      publishedAt: back(properties.publishedAt),
      confirmedAt: back(properties.confirmedAt),
      expiryRemindedAt: back(properties.expiryRemindedAt),
      closedAt: back(properties.closedAt),
    })
    .where(inArray(properties.id, ids));
}

/** One run of the ad expiry job, to its end. */
export async function runExpiryJob(server: TestServer): Promise<void> {
  await server.deps.jobs.send(AD_EXPIRY_QUEUE, [{ data: {} }]);
  await jobsSettled(server.deps.db);
}
