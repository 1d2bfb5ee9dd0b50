import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { ProofOfWork, ProofOfWorkChallenge } from '#contract/proof-of-work';

/** How many tries pass between two progress reports. */
export const REPORT_EVERY = 25;

/** What a solver reports to whoever shows the progress. */
export type SolverMessage =
  | { type: 'progress'; tries: number }
  | { type: 'solved'; solution: ProofOfWork['solution'] }
  | { type: 'gave-up' };

/**
 * Tries the counters `start`, `start + step`, … of a challenge (altcha-lib with Web Crypto's PBKDF2)
 * until one solves it, reporting every `REPORT_EVERY` tries. Each try awaits Web Crypto, so the thread
 * it runs on stays responsive.
 */
export async function solveRange(
  challenge: ProofOfWorkChallenge,
  { start, step }: { start: number; step: number },
  report: (message: SolverMessage) => void,
): Promise<void> {
  let tries = 0;
  const solution = await solveChallenge({
    challenge,
    counterStart: start,
    counterStep: step,
    deriveKey: (...args) => {
      tries += 1;
      if (tries % REPORT_EVERY === 0) report({ type: 'progress', tries: REPORT_EVERY });
      return deriveKey(...args);
    },
  });
  report(
    solution
      ? { type: 'solved', solution: { counter: solution.counter, derivedKey: solution.derivedKey } }
      : { type: 'gave-up' },
  );
}
