import { sql } from 'drizzle-orm';
import type { ResponseFigures, ResponseThresholds } from '#contract/leads.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { rowsOf } from '#server/db/raw-rows.js';

/** The figures count the conversations started in this many days before now. */
export const RESPONSE_WINDOW_DAYS = 30;

export type QuickResponseRules = Pick<
  Config['quickResponse'],
  'minRate' | 'maxMedianMinutes' | 'minConversations'
>;

interface Counted {
  advertiserId: string;
  conversations: number;
  answered: number;
  medianMinutes: number | null;
}

/**
 * How each advertiser answered the conversations inquirers started with them in the window (ADR 0040).
 * A conversation is an ad and an inquirer; it starts with the inquirer's first message to the
 * advertiser about the ad (no earlier message either way), and it is answered by the advertiser's
 * first message back. Unanswered ones count against the rate, except those younger than the badge's
 * median limit (not late yet); the median is over the answered ones. Hidden messages do not count.
 * `advertiserIds` null: every advertiser (the hourly job); otherwise those only, through the
 * receiver's index.
 */
export async function countResponses(
  db: Pick<Database, 'execute'>,
  now: Date,
  rules: Pick<QuickResponseRules, 'maxMedianMinutes'>,
  advertiserIds: string[] | null,
): Promise<Counted[]> {
  const from = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 24 * 3600 * 1000);
  const notLateBefore = new Date(now.getTime() - rules.maxMedianMinutes * 60 * 1000);
  const whose =
    advertiserIds === null ? sql`true` : sql`m.receiver_id = any(${sql.param(advertiserIds)}::uuid[])`;
  const rows = await rowsOf<{
    advertiser_id: string;
    // Numbers as either driver reads them.
    conversations: number | string;
    answered: number | string;
    median_minutes: number | string | null;
  }>(
    db,
    sql`
    with firsts as (
      select m.property_id, m.sender_id, m.receiver_id, min(m.created_at) as started_at
        from property_messages m
       where ${whose} and m.hidden_at is null and m.created_at >= ${from} and m.created_at <= ${now}
       group by m.property_id, m.sender_id, m.receiver_id
    ), starts as (
      select f.* from firsts f
       where not exists (
         select 1 from property_messages e
          where e.property_id = f.property_id and e.hidden_at is null and e.created_at < f.started_at
            and ((e.sender_id = f.sender_id and e.receiver_id = f.receiver_id)
              or (e.sender_id = f.receiver_id and e.receiver_id = f.sender_id)))
    ), answers as (
      select s.receiver_id as advertiser_id, s.started_at,
             (select min(r.created_at) from property_messages r
               where r.property_id = s.property_id and r.sender_id = s.receiver_id
                 and r.receiver_id = s.sender_id and r.hidden_at is null
                 and r.created_at >= s.started_at and r.created_at <= ${now}) as answered_at
        from starts s
    )
    select advertiser_id::text,
           count(*)::int as conversations,
           count(answered_at)::int as answered,
           (percentile_cont(0.5) within group (order by extract(epoch from answered_at - started_at) / 60)
              filter (where answered_at is not null))::float8 as median_minutes
      from answers
     where answered_at is not null or started_at < ${notLateBefore}
     group by advertiser_id`,
  );
  return rows.map((row) => ({
    advertiserId: row.advertiser_id,
    conversations: Number(row.conversations),
    answered: Number(row.answered),
    medianMinutes: row.median_minutes === null ? null : Number(row.median_minutes),
  }));
}

/** The figures of one advertiser's count (none: no conversations), and whether they earn the badge. */
export function figuresOf(counted: Counted | undefined, rules: QuickResponseRules): ResponseFigures {
  const conversations = counted?.conversations ?? 0;
  const answered = counted?.answered ?? 0;
  const rate = conversations === 0 ? null : answered / conversations;
  const medianMinutes = counted?.medianMinutes ?? null;
  const quick =
    conversations >= rules.minConversations &&
    rate !== null &&
    rate >= rules.minRate &&
    medianMinutes !== null &&
    medianMinutes <= rules.maxMedianMinutes;
  return {
    conversations,
    answered,
    rate,
    medianMinutes: medianMinutes === null ? null : Math.round(medianMinutes * 10) / 10,
    quick,
  };
}

/** What the badge asks for, as the desk and every page's badge explanation state it. */
export function quickResponseThresholds(rules: QuickResponseRules): ResponseThresholds {
  const { minRate, maxMedianMinutes, minConversations } = rules;
  return { minRate, maxMedianMinutes, minConversations, windowDays: RESPONSE_WINDOW_DAYS };
}
