import type { PlanFigures } from './search-mix-report.js';
import {
  catalogueStatements,
  statementName,
  type Statement,
  type statementRecorder,
} from './statement-recorder.js';
import { keyPlanLines, trimPlan } from './trim-plan.js';

export interface ExplainTarget {
  shape: string;
  p99: number;
  path: string;
}

const readable = (url: string) => decodeURIComponent(url.replace(/\+/g, ' '));

/**
 * Sends each target's request once while recording the server's statements, then EXPLAINs (ANALYZE,
 * BUFFERS) the statements `pick` chooses (the catalogue's list and count by default). Answers the key
 * lines per target and the trimmed plans as Markdown.
 */
export async function explainRequests(
  base: string,
  recorder: ReturnType<typeof statementRecorder>,
  targets: ExplainTarget[],
  limitMs: number,
  pick: (statements: Statement[]) => Statement[] = catalogueStatements,
): Promise<{ plans: PlanFigures[]; markdown: string[] }> {
  const plans: PlanFigures[] = [];
  const markdown: string[] = [];
  for (const target of targets) {
    const sent = await recorder.during(async () => {
      await fetch(`${base}${target.path}`, { signal: AbortSignal.timeout(limitMs) }).then(
        async (answer) => answer.text(),
        () => '',
      );
    });
    const statements = [];
    for (const statement of pick(sent)) {
      const name = statementName(statement);
      const explained = await recorder.explain(statement, limitMs);
      statements.push({
        name,
        milliseconds: explained.milliseconds,
        stopped: explained.stopped,
        keyLines: keyPlanLines(explained.plan),
      });
      markdown.push(
        `## ${target.shape}: ${name}${explained.stopped ? ` (stopped after ${limitMs / 1000} s: estimate only)` : ''}`,
        '',
        readable(target.path),
        '',
        '```text',
        trimPlan(explained.plan),
        '```',
        '',
      );
    }
    plans.push({ shape: target.shape, p99: target.p99, path: readable(target.path), statements });
  }
  return { plans, markdown };
}
