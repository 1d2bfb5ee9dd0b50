/** Query understanding: a search box's words read as the list's filters (ADR 0036). */
export { loadVocabulary } from './load-vocabulary.js';
export { seedVocabulary } from './seed-vocabulary.js';
export { understandQuery } from './understand-query.js';
export type { QueryUnderstanding, Understood, UnderstoodFilters } from './understood.js';
export { vocabularyOf, type Vocabulary } from './vocabulary.js';
export { heldVocabulary } from './held-vocabulary.js';
export { understoodSearch, withUnderstanding, type UnderstoodSearch } from './understood-search.js';
