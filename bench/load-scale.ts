/**
 * Creates (or finds) a kept bench database of published ads for bench/search-mix.ts.
 *
 *   npx tsx bench/load-scale.ts --engine postgres --ads 1000000
 *   npx tsx bench/load-scale.ts --engine pglite --ads 100000 --fresh
 *
 * --engine postgres|pglite (default postgres), --ads N (default 100000), --fresh drops what is there
 * and loads again, --after-load runs bench/lib/after-load.ts and VACUUM ANALYZE again on a loaded one.
 * PostgreSQL: manzil_bench_<size> next to BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); PGlite: bench/.data/pglite-<size>.
 */
import { benchArguments } from './lib/bench-arguments.js';
import { catalogueSize } from './lib/load-catalogue.js';
import { openScaleDatabase } from './lib/scale-database.js';

const options = benchArguments();

const scale = await openScaleDatabase(options.engine, options.ads, {
  load: true,
  fresh: options.fresh,
  rerunAfterLoad: options.afterLoad,
});
try {
  const size = await catalogueSize(scale.database.db);
  console.log(
    `${scale.where} (${scale.engine} ${scale.version}): ${size.ads.toLocaleString('en-US')} published ads, ` +
      `${size.photos.toLocaleString('en-US')} photos, properties ${size.size}; ` +
      `loaded in ${scale.mark.seconds} s on ${scale.mark.loadedAt}`,
  );
} finally {
  await scale.close();
}
