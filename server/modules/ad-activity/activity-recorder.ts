import type { FastifyBaseLogger } from 'fastify';
import type { AdActivityKind } from '#contract/ad-activity.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import type { Clock } from '#server/lib/clock.js';
import { safeError } from '#server/lib/safe-error.js';
import { utcDay } from './utc-day.js';
import { writeActivity } from './write-activity.js';

/**
 * What visitors do to ads, counted once per visitor, ad, kind and UTC day, and written in batches
 * (ADR 0040, "Events"; it began as ADR 0018's view counter): a look at an ad costs no write of its
 * own. Events wait in memory for the next flush (every AD_ACTIVITY_FLUSH_SECONDS, and at shutdown);
 * the flush inserts them into `ad_activity`, whose key makes a visitor count once whichever instance
 * they reach, and adds the new ones to their day's counts and the new views to `properties.views` in
 * the same statement (write-activity.ts).
 */
export interface ActivityRecorder {
  /** Something a visitor did to an ad (the caller checked it counts); written at the next flush. */
  record(propertyId: number, kind: AdActivityKind, visitorKey: string): void;
  /** Writes the events gathered so far; flushes run one after the other. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (the server is stopping). */
  close(): Promise<void>;
}

interface Activity {
  day: string;
  propertyId: number;
  kind: AdActivityKind;
  visitorKey: string;
}

/** Events waiting for a flush (about 150 bytes each): past this, new ones are dropped until it runs. */
const MAX_PENDING = 50_000;
/** Events this process wrote today, not sent again; forgotten at midnight (UTC) or when full. */
const MAX_REMEMBERED = 100_000;
/** Events per statement. */
const BATCH = 5_000;

const keyOf = (event: Activity) => `${event.day}|${event.propertyId}|${event.kind}|${event.visitorKey}`;

export function createActivityRecorder(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Config;
}): ActivityRecorder {
  let pending = new Map<string, Activity>();
  let remembered = new Set<string>();
  let rememberedDay = '';
  let droppedSinceFlush = 0;
  let flushes: Promise<void> = Promise.resolve();

  const writePending = async () => {
    if (droppedSinceFlush > 0) {
      deps.log.warn(
        { dropped: droppedSinceFlush },
        'ad activity: too many events waiting for a flush; some were not counted',
      );
      droppedSinceFlush = 0;
    }
    const events = [...pending.values()];
    pending = new Map();
    for (let start = 0; start < events.length; start += BATCH) {
      const batch = events.slice(start, start + BATCH);
      try {
        await writeActivity(deps.db, batch);
        for (const event of batch) {
          if (event.day === rememberedDay && remembered.size < MAX_REMEMBERED) remembered.add(keyOf(event));
        }
      } catch (error) {
        // The database is away: keep them for the next flush, as far as there is room.
        for (const event of events.slice(start)) {
          if (pending.size < MAX_PENDING) pending.set(keyOf(event), event);
        }
        deps.log.warn(
          { err: safeError(error), events: events.length - start },
          'ad activity: writing failed; kept for the next flush',
        );
        return;
      }
    }
  };
  const flush = () =>
    (flushes = flushes.then(writePending).catch((error: unknown) => {
      deps.log.error({ err: safeError(error) }, 'ad activity: the flush failed');
    }));
  const timer = setInterval(() => void flush(), deps.config.adActivity.flushSeconds * 1000);
  timer.unref();

  return {
    record: (propertyId, kind, visitorKey) => {
      const day = utcDay(deps.clock.now());
      if (day !== rememberedDay) {
        remembered = new Set();
        rememberedDay = day;
      }
      const event = { day, propertyId, kind, visitorKey };
      const key = keyOf(event);
      if (remembered.has(key) || pending.has(key)) return;
      if (pending.size >= MAX_PENDING) {
        droppedSinceFlush += 1;
        return;
      }
      pending.set(key, event);
    },
    flush,
    close: () => {
      clearInterval(timer);
      return flush();
    },
  };
}
