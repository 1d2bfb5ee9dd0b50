import { proofOfWorkRequired, type ProofOfWork, type ProofOfWorkChallenge } from '#contract/proof-of-work';
import { solveRange, type SolverMessage } from './solve-range';

/** Workers sharing the counters; more than four gain little on a phone and cost memory. */
const MAX_WORKERS = 4;

/** The challenge a 428 answer of `register` carries, if it is one. */
export function challengeIn(answer: unknown): ProofOfWorkChallenge | undefined {
  const required = proofOfWorkRequired.safeParse(answer);
  return required.success ? required.data.challenge : undefined;
}

/**
 * Solves a register challenge (docs/decisions/0026) off the main thread: workers each try every
 * n-th counter, and `onProgress` hears the share of the counters tried so far (0 to 1, in whole percents;
 * the answer can come at any point, on average halfway). Without workers it runs on this thread, where each try
 * awaits Web Crypto and so never blocks the page.
 */
export async function solveProof(
  challenge: ProofOfWorkChallenge,
  onProgress: (done: number) => void,
): Promise<ProofOfWork> {
  const counters = challenge.parameters.data.maxCounter + 1;
  const solvers =
    typeof Worker === 'undefined' ? 1 : Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2);
  const workers: Worker[] = [];
  let tries = 0;
  let shown = 0;
  let gaveUp = 0;
  try {
    const solution = await new Promise<ProofOfWork['solution']>((resolve, reject) => {
      const hear = (message: SolverMessage) => {
        if (message.type === 'progress') {
          tries += message.tries;
          const percent = Math.min(99, Math.floor((100 * tries) / counters));
          if (percent !== shown) {
            shown = percent;
            onProgress(percent / 100);
          }
        } else if (message.type === 'solved') {
          resolve(message.solution);
        } else if (++gaveUp === solvers) {
          reject(new Error('the proof of work was not solved'));
        }
      };
      if (typeof Worker === 'undefined') {
        solveRange(challenge, { start: 0, step: 1 }, hear).catch(reject);
        return;
      }
      for (let start = 0; start < solvers; start += 1) {
        const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
        workers.push(worker);
        worker.onmessage = (event: MessageEvent<SolverMessage>) => hear(event.data);
        worker.onerror = () => hear({ type: 'gave-up' });
        worker.postMessage({ challenge, start, step: solvers });
      }
    });
    onProgress(1);
    return { challenge, solution };
  } finally {
    for (const worker of workers) worker.terminate();
  }
}
