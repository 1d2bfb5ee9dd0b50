/**
 * Land searched by its word in a category's list (ADR 0036, Decision 3: ارض in the residential list is
 * residential land), one visitor at a time on a kept bench database, answer cache off, every URL new:
 * each land word in the residential and the industrial list, in every order, on its first four pages;
 * and the same words in the list of both categories, where they stay words, for comparison.
 *
 *   npx tsx bench/land-words.ts --ads 1000000
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchArguments } from './lib/bench-arguments.js';
import { startBenchServer } from './lib/bench-server.js';
import { openScaleDatabase, sizeName } from './lib/scale-database.js';
import { sequentialRequests } from './lib/sequential-requests.js';

const options = benchArguments();
const WORDS = ['ارض', 'أرض', 'اراضي', 'أراضي'];
const SORTS = ['', 'newest', 'priceAsc', 'priceDesc', 'areaAsc', 'areaDesc'];
const PAGES = [0, 1, 2, 3];
const LISTS = {
  'a category’s list (getallresidence, getallindustry)': [
    '/api/website/property/getallresidence',
    '/api/website/property/getallindustry',
  ],
  'the list of both (GetAllMainProperty)': ['/api/website/property/GetAllMainProperty'],
};
const REQUEST_LIMIT_MS = 30_000;

const pathsOf = (lists: string[]) =>
  lists.flatMap((list) =>
    WORDS.flatMap((word) =>
      SORTS.flatMap((sort) =>
        PAGES.map(
          (page) =>
            `${list}?Query=${encodeURIComponent(word)}${sort && `&SortBy=${sort}`}&PageSize=12&PageNumber=${page}`,
        ),
      ),
    ),
  );

const scale = await openScaleDatabase(options.engine, options.ads, { load: false });
const server = await startBenchServer(scale.database, {
  dataDir: await mkdtemp(path.join(tmpdir(), 'manzil-land-')),
  listCacheSeconds: 0,
});
try {
  console.log(`\n${sizeName(options.ads)} ads on ${scale.engine} ${scale.version}, one visitor at a time\n`);
  console.log('| searched in | requests | mean ms | p50 ms | p99 ms | max ms | non-2xx |');
  console.log('| --- | --: | --: | --: | --: | --: | --: |');
  for (const [name, lists] of Object.entries(LISTS)) {
    const started = performance.now();
    const figures = await sequentialRequests(server.base, pathsOf(lists), 600, REQUEST_LIMIT_MS);
    const mean = (performance.now() - started) / figures.count;
    const row = [figures.count, mean, figures.p50, figures.p99, figures.max].map((value, index) =>
      index === 0 ? String(value) : value.toFixed(1),
    );
    console.log(`| ${name} | ${row.join(' | ')} | ${figures.non2xx} |`);
  }
} finally {
  await server.close();
  await scale.close();
}
