/// <reference lib="webworker" />
import type { ProofOfWorkChallenge } from '#contract/proof-of-work';
import { solveRange, type SolverMessage } from './solve-range';

/** One worker of `solveProof`: solves its share of the counters and reports to the page. */
self.onmessage = (event: MessageEvent<{ challenge: ProofOfWorkChallenge; start: number; step: number }>) => {
  const { challenge, start, step } = event.data;
  const report = (message: SolverMessage) => self.postMessage(message);
  solveRange(challenge, { start, step }, report).catch(() => report({ type: 'gave-up' }));
};
