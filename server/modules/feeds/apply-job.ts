import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { feedRuns } from '#server/db/schema/index.js';
import { executeRun } from './execute-run.js';

/** The job of a confirmed dry run: applies it once (a run no longer `applying` is done). */
export async function applyRunJob(deps: AppDeps, job: { runId: number; actorId: string }): Promise<void> {
  const [run] = await deps.db.select().from(feedRuns).where(eq(feedRuns.id, job.runId));
  if (run?.state !== 'applying') return;
  await executeRun(deps, run, job.actorId);
}
