import { describe, expect, it } from 'vitest';
import { englishStem } from './english-stemmer.js';

describe('englishStem', () => {
  it.each([
    ['villas', 'villa'],
    ['warehouses', 'warehouse'],
    ['factories', 'factory'],
    ['duplexes', 'duplex'],
    ['benches', 'bench'],
    ['offices', 'office'],
    ['apartments', 'apartment'],
    ['glasses', 'glass'],
  ])('%s → %s', (word, stem) => {
    expect(englishStem(word)).toBe(stem);
  });

  it.each(['glass', 'campus', 'narjis', 'khamis', 'gas', 'bus', 'its', 'villa', 'hittin'])(
    'leaves %s alone',
    (word) => {
      expect(englishStem(word)).toBe(word);
    },
  );

  it.each(['factories', 'warehouses', 'boxes', 'classes', 'pies', 'news', 'series'])(
    'is its own stem: %s',
    (word) => {
      expect(englishStem(englishStem(word))).toBe(englishStem(word));
    },
  );
});
