/**
 * The kept bench databases: PostgreSQL `manzil_bench_<size>` next to BENCH_POSTGRES_URL, and PGlite in
 * bench/.data/pglite-<size>. Both are migrated with the server's own migrations whenever they are
 * opened; a table `bench_catalogue_load` records a finished load (written last), so a loaded database
 * is reused, and one that took new migrations since gets afterLoad and VACUUM ANALYZE again.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.js';
import { seedReferenceData } from '#server/db/seed/reference-data.js';
import { lockDataDir } from '#server/lib/data-dir-lock.js';
import { afterLoad } from './after-load.js';
import { catalogueSize, loadCatalogue } from './load-catalogue.js';
import { rowsOf } from '#server/db/raw-rows.js';

export type Engine = 'postgres' | 'pglite';

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** 100000 → 100k, 1000000 → 1m. */
export function sizeName(ads: number): string {
  if (ads % 1_000_000 === 0) return `${ads / 1_000_000}m`;
  if (ads % 1_000 === 0) return `${ads / 1_000}k`;
  return String(ads);
}

export interface LoadMark {
  ads: number;
  photos: number;
  /** Load, afterLoad and VACUUM ANALYZE, in seconds. */
  seconds: number;
  /** Which migrations the load saw: their count and the last hash. */
  migrations: string;
  loadedAt: string;
}

export interface ScaleDatabase {
  engine: Engine;
  ads: number;
  /** Where it lives, for messages. */
  where: string;
  database: DatabaseHandle;
  mark: LoadMark;
  /** The server version, e.g. "15.20" or "17.4". */
  version: string;
  /** Statements running in it now (PostgreSQL; 0 on PGlite, whose statements block its caller). */
  running(): Promise<number>;
  /** Stops the statements still running in it (PostgreSQL; PGlite cannot): answers how many. */
  cancelRunning(): Promise<number>;
  close(): Promise<void>;
}

async function admin<T>(action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

async function openRaw(engine: Engine, ads: number, fresh: boolean) {
  if (engine === 'postgres') {
    const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'manzil_bench'}_${sizeName(ads)}`;
    await admin(async (client) => {
      if (fresh) await client.query(`drop database if exists ${name} with (force)`);
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await client.query(`create database ${name}`);
    });
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString());
    const others = `from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()`;
    const running = () =>
      admin(async (client) =>
        Number((await client.query<{ n: string }>(`select count(*) as n ${others}`, [name])).rows[0]?.n),
      );
    const cancelRunning = () =>
      admin(
        async (client) =>
          (await client.query(`select pg_cancel_backend(pid) ${others}`, [name])).rowCount ?? 0,
      );
    return {
      database,
      where: `PostgreSQL database ${name}`,
      running,
      cancelRunning,
      close: () => database.close(),
    };
  }
  const folder = path.join(import.meta.dirname, '..', '.data', `pglite-${sizeName(ads)}`);
  if (fresh) await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const lock = lockDataDir(folder);
  const database = await openPglite(folder).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  return {
    database,
    where: `PGlite folder ${path.relative(process.cwd(), folder)}`,
    running: async () => 0,
    cancelRunning: async () => 0,
    close: async () => {
      await database.close();
      lock.release();
    },
  };
}

async function migrationsSeen(database: DatabaseHandle): Promise<string> {
  const [row] = await rowsOf(
    database.db,
    sql`select count(*)::int as n, (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as last
      from drizzle.__drizzle_migrations`,
  );
  return `${Number(row?.n)}:${String(row?.last).slice(0, 12)}`;
}

async function readMark(database: DatabaseHandle): Promise<LoadMark | undefined> {
  const [table] = await rowsOf(
    database.db,
    sql`select to_regclass('bench_catalogue_load') is not null as found`,
  );
  if (table?.found !== true) return undefined;
  const [row] = await rowsOf(database.db, sql`select mark from bench_catalogue_load`);
  return row ? (row.mark as LoadMark) : undefined;
}

async function writeMark(database: DatabaseHandle, mark: LoadMark): Promise<void> {
  await database.db.execute(sql`create table if not exists bench_catalogue_load (mark jsonb not null)`);
  await database.db.execute(sql`delete from bench_catalogue_load`);
  await database.db.execute(
    sql`insert into bench_catalogue_load (mark) values (${JSON.stringify(mark)}::jsonb)`,
  );
}

async function finishLoad(database: DatabaseHandle): Promise<number> {
  const started = Date.now();
  await afterLoad(database.db);
  await database.db.execute(sql`vacuum analyze`);
  return (Date.now() - started) / 1000;
}

export interface OpenOptions {
  /** Drop what is there and load again. */
  fresh?: boolean;
  /** Load when the database holds no finished load of this size (else that is an error). */
  load?: boolean;
  /** Run afterLoad and VACUUM ANALYZE again on a loaded database. */
  rerunAfterLoad?: boolean;
}

/** Opens the kept database of `ads` ads on `engine`, loading it when asked and needed. */
export async function openScaleDatabase(
  engine: Engine,
  ads: number,
  options: OpenOptions,
): Promise<ScaleDatabase> {
  let raw = await openRaw(engine, ads, options.fresh === true);
  try {
    await raw.database.migrate();
    let mark = await readMark(raw.database);
    if (mark?.ads !== ads) {
      if (!options.load) {
        throw new Error(
          `${raw.where} holds no load of ${ads} ads: run npx tsx bench/load-scale.ts --engine ${engine} --ads ${ads}`,
        );
      }
      const [{ n } = { n: 0 }] = await rowsOf(
        raw.database.db,
        sql`select count(*)::int as n from properties`,
      );
      if (Number(n) > 0) {
        console.log(`${raw.where} holds an unfinished or other load: starting afresh`);
        await raw.close();
        raw = await openRaw(engine, ads, true);
        await raw.database.migrate();
      }
      console.log(`${raw.where}: loading ${ads.toLocaleString('en-US')} ads…`);
      await seedReferenceData(raw.database.db);
      const loaded = await loadCatalogue(raw.database.db, ads);
      const finished = await finishLoad(raw.database);
      console.log(`  afterLoad and VACUUM ANALYZE done in ${finished.toFixed(1)} s`);
      const size = await catalogueSize(raw.database.db);
      mark = {
        ads: size.ads,
        photos: size.photos,
        seconds: Math.round(loaded.seconds + finished),
        migrations: await migrationsSeen(raw.database),
        loadedAt: new Date().toISOString(),
      };
      await writeMark(raw.database, mark);
      console.log(`${raw.where}: loaded in ${mark.seconds} s (properties ${size.size})`, loaded.phases);
    } else {
      const migrations = await migrationsSeen(raw.database);
      if (migrations !== mark.migrations || options.rerunAfterLoad) {
        console.log(
          `${raw.where}: ${options.rerunAfterLoad ? 'as asked' : 'new migrations'}: afterLoad again`,
        );
        const seconds = await finishLoad(raw.database);
        console.log(`  afterLoad and VACUUM ANALYZE done in ${seconds.toFixed(1)} s`);
        mark = { ...mark, migrations };
        await writeMark(raw.database, mark);
      }
      console.log(`${raw.where}: reusing ${mark.ads.toLocaleString('en-US')} ads loaded ${mark.loadedAt}`);
    }
    const [version] = await rowsOf(raw.database.db, sql`select current_setting('server_version') as v`);
    return {
      engine,
      ads,
      where: raw.where,
      database: raw.database,
      mark,
      version: (typeof version?.v === 'string' ? version.v : '?').split(' ')[0] ?? '?',
      running: raw.running,
      cancelRunning: raw.cancelRunning,
      close: raw.close,
    };
  } catch (error) {
    await raw.close();
    throw error;
  }
}
