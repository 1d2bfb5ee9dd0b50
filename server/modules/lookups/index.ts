/**
 * The lookup lists (cities, types, features…). What other modules may use of it; the rest is its
 * own.
 */
export { lookupRoutes } from './routes.js';
export { lookupNamesOf, type LookupName, type LookupNames } from './lookup-names.js';
