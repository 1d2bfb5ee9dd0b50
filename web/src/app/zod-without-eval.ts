/**
 * Zod compiles object parsers with `new Function` where it may, and finds out whether it may by
 * trying once: under our content security policy (no 'unsafe-eval') that try is reported as a
 * violation even though zod catches it. `jitless` skips both. Zod reads its settings from this
 * global (zod/v4/core/core.js), so it is set before any chunk that uses zod runs, without bringing
 * zod into the first page's scripts.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
