import { describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '#server/deps.js';
import { heldVocabulary } from './held-vocabulary.js';
import { withUnderstanding } from './understood-search.js';

/** A database that cannot be read: every select fails. */
function brokenDeps() {
  const select = vi.fn(() => {
    throw new Error('the database is down');
  });
  const warn = vi.fn();
  const deps = {
    db: { select, execute: select },
    clock: { now: () => new Date('2026-12-06T12:00:00Z') },
    log: { warn },
  } as unknown as Pick<AppDeps, 'db' | 'clock' | 'log'>;
  return { deps, select, warn };
}

describe('the held vocabulary', () => {
  it('answers nothing when it cannot be read, says so, and tries again on the next request', async () => {
    const { deps, select, warn } = brokenDeps();
    expect(await heldVocabulary(deps)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    const reads = select.mock.calls.length;
    expect(await heldVocabulary(deps)).toBeUndefined();
    expect(select.mock.calls.length).toBeGreaterThan(reads);
  });

  it('leaves the words to the text search without a vocabulary', () => {
    const query = { Query: 'فيلا تحت مليونين', MaxPrice: 5 };
    expect(withUnderstanding(query, undefined)).toEqual({ query });
  });
});
