import type { AppDeps } from '#server/deps.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { countResponses, figuresOf, quickResponseThresholds } from './response-figures.js';

/** The caller's own response figures, counted now. */
export async function myResponseTime(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, caller: AuthUser) {
  const rules = deps.config.quickResponse;
  const [counted] = await countResponses(deps.db, deps.clock.now(), rules, [caller.id]);
  return { figures: figuresOf(counted, rules), thresholds: quickResponseThresholds(rules) };
}
