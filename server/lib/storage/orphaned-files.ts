import type { FileStorage, StoredFile } from './storage.js';

export interface OrphanSearch {
  /** Where to look (`''` for the whole store). */
  prefix: string;
  /**
   * Files written at or after this moment are left alone: an upload stores its files before the
   * database row that names them commits.
   */
  olderThan: Date;
  /** Of the keys given, those the database still refers to. */
  referenced: (keys: string[]) => Promise<ReadonlySet<string>>;
  /** Keys asked about at once; 500 by default. */
  batchSize?: number;
}

/** The stored files nothing refers to any more: what a purge may delete. */
export async function* orphanedFiles(storage: FileStorage, search: OrphanSearch): AsyncGenerator<StoredFile> {
  const batchSize = search.batchSize ?? 500;
  let batch: StoredFile[] = [];
  const unreferenced = async function* () {
    const kept = await search.referenced(batch.map((file) => file.key));
    const done = batch;
    batch = [];
    for (const file of done) if (!kept.has(file.key)) yield file;
  };
  for await (const file of storage.list(search.prefix)) {
    if (file.modifiedAt >= search.olderThan) continue;
    batch.push(file);
    if (batch.length >= batchSize) yield* unreferenced();
  }
  if (batch.length > 0) yield* unreferenced();
}
