import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { properties, propertyViewVisitors } from '#server/db/schema/index.js';
import type { Clock } from '#server/lib/clock.js';
import { safeError } from '#server/lib/safe-error.js';

/**
 * Ad views, counted once per visitor per ad per UTC day and written in batches (ADR 0018, "Views"):
 * a look at an ad costs no write of its own. Views wait in memory for the next flush (every
 * VIEW_COUNT_FLUSH_SECONDS, and at shutdown); the flush records who was counted in
 * `property_view_visitors`, whose key makes a visitor count once whichever instance they reach, and
 * adds the new ones to `properties.views` in the same statement.
 */
export interface ViewCounter {
  /** A view of a published ad by someone other than its owner; written at the next flush. */
  count(propertyId: number, visitorKey: string): void;
  /** Writes the views gathered so far; flushes run one after the other. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (the server is stopping). */
  close(): Promise<void>;
}

interface View {
  day: string;
  propertyId: number;
  visitorKey: string;
}

/** Views waiting for a flush (about 150 bytes each): past this, new ones are dropped until it runs. */
const MAX_PENDING = 50_000;
/** Views this process wrote today, not sent again; forgotten at midnight (UTC) or when full. */
const MAX_REMEMBERED = 100_000;
/** Views per statement. */
const BATCH = 5_000;

const keyOf = (view: View) => `${view.day}|${view.propertyId}|${view.visitorKey}`;

export function createViewCounter(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Config;
}): ViewCounter {
  let pending = new Map<string, View>();
  let remembered = new Set<string>();
  let rememberedDay = '';
  let droppedSinceFlush = 0;
  let flushes: Promise<void> = Promise.resolve();

  const writePending = async () => {
    if (droppedSinceFlush > 0) {
      deps.log.warn(
        { dropped: droppedSinceFlush },
        'views: too many waiting for a flush; some were not counted',
      );
      droppedSinceFlush = 0;
    }
    const views = [...pending.values()];
    pending = new Map();
    for (let start = 0; start < views.length; start += BATCH) {
      const batch = views.slice(start, start + BATCH);
      try {
        await writeViews(deps.db, batch);
        for (const view of batch) {
          if (view.day === rememberedDay && remembered.size < MAX_REMEMBERED) remembered.add(keyOf(view));
        }
      } catch (error) {
        // The database is away: keep them for the next flush, as far as there is room.
        for (const view of views.slice(start)) {
          if (pending.size < MAX_PENDING) pending.set(keyOf(view), view);
        }
        deps.log.warn({ err: safeError(error), views: views.length - start }, 'views: writing failed; kept');
        return;
      }
    }
  };
  const flush = () =>
    (flushes = flushes.then(writePending).catch((error: unknown) => {
      deps.log.error({ err: safeError(error) }, 'views: the flush failed');
    }));
  const timer = setInterval(() => void flush(), deps.config.views.flushSeconds * 1000);
  timer.unref();

  return {
    count: (propertyId, visitorKey) => {
      const day = deps.clock.now().toISOString().slice(0, 10);
      if (day !== rememberedDay) {
        remembered = new Set();
        rememberedDay = day;
      }
      const view = { day, propertyId, visitorKey };
      const key = keyOf(view);
      if (remembered.has(key) || pending.has(key)) return;
      if (pending.size >= MAX_PENDING) {
        droppedSinceFlush += 1;
        return;
      }
      pending.set(key, view);
    },
    flush,
    close: () => {
      clearInterval(timer);
      return flush();
    },
  };
}

/** One statement: the visitors not yet counted for their day and ad are recorded and added. */
async function writeViews(db: Database, views: View[]): Promise<void> {
  const rows = JSON.stringify(
    views.map((view) => ({ day: view.day, property_id: view.propertyId, visitor_key: view.visitorKey })),
  );
  await db.execute(sql`
    with counted as (
      insert into ${propertyViewVisitors} (day, property_id, visitor_key)
      select day, property_id, visitor_key
      from jsonb_to_recordset(${rows}::jsonb) as v(day date, property_id integer, visitor_key text)
      on conflict do nothing
      returning property_id
    )
    update ${properties} set views = ${properties.views} + added.n
    from (select property_id, count(*)::int as n from counted group by property_id) as added
    where ${properties.id} = added.property_id`);
}
