/** Whether the process is shutting down: readiness answers 503 from the moment it starts. */
export interface Drain {
  readonly draining: boolean;
  start(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start: () => {
      draining = true;
    },
  };
}
