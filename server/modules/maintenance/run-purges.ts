import type { AppDeps } from '#server/deps.js';
import { PURGE_RULES } from './purge-rules.js';

/** The `purge` job: every rule in turn, then one log line with what each deleted. */
export async function runPurges(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'log' | 'storage'>,
  signal: AbortSignal,
): Promise<void> {
  const now = deps.clock.now();
  const purged: Record<string, number> = {};
  for (const rule of PURGE_RULES) purged[rule.name] = await rule.purge(deps, now, signal);
  deps.log.info({ purged }, 'purge finished');
}
