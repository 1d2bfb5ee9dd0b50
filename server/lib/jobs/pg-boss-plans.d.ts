// pg-boss's SQL text builders; the package declares types for its class only.
declare module 'pg-boss/src/plans.js' {
  const plans: {
    DEFAULT_SCHEMA: string;
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
    insertJobs(schema: string): string;
  };
  export default plans;
}
