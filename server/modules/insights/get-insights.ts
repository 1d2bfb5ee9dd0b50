import type { InsightPeriod, InsightsSummary } from '#contract/insights.js';
import type { AppDeps } from '#server/deps.js';
import { adCountOf, countingWindow, figuresOf } from './insight-figures.js';
import type { InsightScope } from './insight-scope.js';

/** The desk's header: the scope's totals, the period before, every day, and how many ads it holds. */
export async function getInsights(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scope: InsightScope,
  days: InsightPeriod,
): Promise<InsightsSummary> {
  const counting = countingWindow(deps.clock.now(), days);
  const [figures, adCount] = await Promise.all([
    figuresOf(deps.db, scope, counting),
    adCountOf(deps.db, scope),
  ]);
  return { ...figures, adCount };
}
