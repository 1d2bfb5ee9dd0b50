import { useSearchParams } from 'react-router';
import {
  DEFAULT_INSIGHT_PERIOD,
  insightPeriods,
  insightSorts,
  type InsightPeriod,
  type InsightSort,
} from '#contract/insights';

export const deskTabs = ['performance', 'leads'] as const;
export type DeskTab = (typeof deskTabs)[number];

export interface DeskParams {
  tab: DeskTab;
  days: InsightPeriod;
  agent: string | undefined;
  sort: InsightSort;
  page: number;
}

const pick = <T extends string | number>(values: readonly T[], raw: string | null, fallback: T): T =>
  values.find((value) => String(value) === raw) ?? fallback;

/** What the desk shows, kept in the URL (a link opens the same view; back undoes a change). */
export function useDeskParams(): [DeskParams, (change: Partial<DeskParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params: DeskParams = {
    tab: pick(deskTabs, search.get('tab'), 'performance'),
    days: pick(insightPeriods, search.get('days'), DEFAULT_INSIGHT_PERIOD),
    agent: search.get('agent') ?? undefined,
    sort: pick(insightSorts, search.get('sort'), 'view'),
    page: Math.max(0, Number(search.get('page')) || 0),
  };
  const change = (next: Partial<DeskParams>) => {
    // A new period, agent or order starts the list at its first page.
    const merged = { ...params, page: 0, ...next };
    const query = new URLSearchParams();
    if (merged.tab !== 'performance') query.set('tab', merged.tab);
    if (merged.days !== DEFAULT_INSIGHT_PERIOD) query.set('days', String(merged.days));
    if (merged.agent) query.set('agent', merged.agent);
    if (merged.sort !== 'view') query.set('sort', merged.sort);
    if (merged.page > 0) query.set('page', String(merged.page));
    setSearch(query, { replace: false });
  };
  return [params, change];
}
