import type { Language } from '#contract/common.js';
import type { AdInsights, InsightPeriod } from '#contract/insights.js';
import type { AppDeps } from '#server/deps.js';
import { AppError } from '#server/lib/errors.js';
import { adRows } from './ad-rows.js';
import { countingWindow, figuresOf } from './insight-figures.js';
import { oneAd, type InsightScope } from './insight-scope.js';

/** One ad of the scope: its row (counts and ranks), the period before, and every day; 404 outside it. */
export async function getAdInsights(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scope: InsightScope,
  propertyId: number,
  days: InsightPeriod,
  language: Language,
): Promise<AdInsights> {
  const ad = oneAd(scope, propertyId);
  const counting = countingWindow(deps.clock.now(), days);
  const [{ rows }, figures] = await Promise.all([
    adRows(deps.db, {
      scope: ad,
      period: days,
      today: counting.window.to,
      sort: 'newest',
      language,
    }),
    figuresOf(deps.db, ad, counting),
  ]);
  const [row] = rows;
  if (!row) throw new AppError('notFound', 'notFound');
  return { ...figures, ad: row };
}
