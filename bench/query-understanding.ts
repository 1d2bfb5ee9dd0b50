/**
 * Query understanding (issue 33 item 1): reads every judged query of
 * bench/query-understanding/judged-queries.json with the seed's vocabulary (reference data and demo
 * districts, no database) and prints each filter's precision and recall and the share of queries
 * whose filters are all right. `--failures` lists the queries that are not; `--set held-out` reads
 * held-out-queries.json instead, 30 queries written after the parser and not tuned for.
 * Run: npm run bench:understand [-- --failures] [-- --set held-out]
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { seedVocabulary, understandQuery } from '#server/modules/search/index.js';
import { normalizeForSearch } from '#server/lib/normalise-text.js';

type Expected = Record<string, string | number>;
interface Judged {
  q: string;
  /** The category of the list searched (1 residential, 2 industrial), when the query is read in one. */
  category?: number;
  expect: Expected;
}

/** Filters whose judged value is a lookup key (villa, sale, riyadh) rather than a number. */
const KEYED = { PropertyTypeId: '', TransactionTypeId: '', CityId: 'city:', RegionId: 'region:' } as const;
const FILTERS = [
  'PropertyTypeId',
  'TransactionTypeId',
  'CityId',
  'RegionId',
  'District',
  'Bedrooms',
  'MinPrice',
  'MaxPrice',
  'MinArea',
  'MaxArea',
];

const { values: options } = parseArgs({
  options: { failures: { type: 'boolean', default: false }, set: { type: 'string', default: 'judged' } },
});
const judged = JSON.parse(
  await readFile(new URL(`./query-understanding/${options.set}-queries.json`, import.meta.url), 'utf8'),
) as Judged[];
const { vocabulary, idOf } = seedVocabulary();

function expectedOf(expect: Expected): Map<string, string | number> {
  return new Map(
    Object.entries(expect).map(([filter, value]) => {
      if (filter in KEYED) return [filter, idOf(`${KEYED[filter as keyof typeof KEYED]}${String(value)}`)];
      if (filter === 'District') return [filter, normalizeForSearch(String(value))];
      return [filter, value];
    }),
  );
}

function producedOf(query: string, category?: number): Map<string, string | number> {
  const { filters, understood } = understandQuery(query, vocabulary, category);
  const produced = new Map<string, string | number>(Object.entries(filters));
  for (const item of understood)
    if (item.kind === 'district') produced.set('District', normalizeForSearch(item.value.nameAr));
  return produced;
}

const counts = new Map(FILTERS.map((filter) => [filter, { right: 0, wrong: 0, missed: 0 }]));
const failures: string[] = [];
for (const { q, category, expect } of judged) {
  const expected = expectedOf(expect);
  const produced = producedOf(q, category);
  let allRight = true;
  for (const filter of FILTERS) {
    const count = counts.get(filter);
    const want = expected.get(filter);
    const got = produced.get(filter);
    if (!count || (want === undefined && got === undefined)) continue;
    if (want === got) count.right += 1;
    else {
      allRight = false;
      if (got !== undefined) count.wrong += 1;
      if (want !== undefined) count.missed += 1;
    }
  }
  if (!allRight) {
    failures.push(
      `${q}\n    expected ${JSON.stringify(Object.fromEntries(expected))}\n    got      ${JSON.stringify(Object.fromEntries(produced))}`,
    );
  }
}

const share = (part: number, whole: number) => (whole === 0 ? '–' : (part / whole).toFixed(3));
const arabic = judged.filter(({ q }) => /[\u0600-\u06FF]/.test(q)).length;
console.log(`${judged.length} judged queries (${arabic} Arabic, ${judged.length - arabic} English)\n`);
console.log('| filter | judged | precision | recall |');
console.log('| --- | --- | --- | --- |');
for (const [filter, { right, wrong, missed }] of counts) {
  console.log(
    `| ${filter} | ${right + missed} | ${share(right, right + wrong)} | ${share(right, right + missed)} |`,
  );
}
const fullyRight = judged.length - failures.length;
console.log(
  `\nFully right: ${fullyRight} of ${judged.length} (${((100 * fullyRight) / judged.length).toFixed(1)} %)`,
);
const ROUNDS = 20;
for (const { q } of judged) understandQuery(q, vocabulary); // warm up
const started = performance.now();
for (let round = 0; round < ROUNDS; round += 1) for (const { q } of judged) understandQuery(q, vocabulary);
const perQuery = ((performance.now() - started) * 1000) / (ROUNDS * judged.length);
console.log(
  `Reading time: ${perQuery.toFixed(0)} µs a query (mean of ${ROUNDS} rounds after one to warm up)`,
);
if (options.failures) console.log(`\n${failures.join('\n')}`);
