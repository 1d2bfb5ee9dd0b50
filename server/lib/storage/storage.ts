/**
 * Where uploaded files live. Keys are relative paths such as `profiles/<user>/<name>.webp`, and a key
 * is never written twice with other bytes (a new upload gets a new random or content-derived name),
 * so every file may be cached for good.
 */
export interface FileStorage {
  /** Stores the file; throws StorageUnavailableError when the store cannot be reached. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Removes the file. Callers delete only keys nothing refers to any more, so a store that cannot be
   * reached does not fail the request: the file stays, logged, for the orphan purge.
   */
  delete(key: string): Promise<void>;
  /** The file's bytes, or undefined when there is none under the key. */
  read(key: string): Promise<Buffer | undefined>;
  /** The URL under which the server (or a CDN) serves the file. */
  urlOf(key: string): string;
  /** Every stored file whose key starts with `prefix` (`''` for all), in no promised order. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): void;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/** How every stored file is served: keys are never rewritten, so caches keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The file store did not answer (down, unreachable, refusing us): the client may try again shortly. */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';

  constructor(operation: string, cause: unknown) {
    super(`file storage ${operation} failed`, { cause });
  }
}
