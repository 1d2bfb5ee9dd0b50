import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteExtensions } from '#server/db/client.js';
import * as schema from '#server/db/schema/index.js';
import { installJobSchema } from '#server/lib/jobs/install-job-schema.js';
import { clientJobSql } from '#server/lib/jobs/job-sql.js';
import { JOB_QUEUES } from '#server/modules/jobs/index.js';
import { migrationsKey } from './migrations-key.js';

const cacheFolder = path.join(tmpdir(), 'manzil-pglite-images');
let image: Promise<Blob> | undefined;

/**
 * A dump of an empty, fully migrated PGlite database, with pg-boss's tables and the job queues.
 * Creating a cluster (initdb) and migrating costs seconds of CPU per test server; loading this archive
 * costs a fraction. Made once per set of migrations and PGlite version, and shared by every test
 * process through a file.
 */
export function migratedPgliteImage(): Promise<Blob> {
  // Worker processes serve many files (isolate: false): read the archive once per process.
  image ??= readOrBuildImage();
  return image;
}

async function readOrBuildImage(): Promise<Blob> {
  const file = path.join(cacheFolder, `${await migrationsKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const image = await buildImage();
  await mkdir(cacheFolder, { recursive: true });
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, Buffer.from(await image.arrayBuffer()));
  await rename(partial, file);
  return image;
}

async function buildImage(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    await installJobSchema(clientJobSql(client), JOB_QUEUES);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
