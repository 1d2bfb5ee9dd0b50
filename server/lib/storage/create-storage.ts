import type { FastifyBaseLogger } from 'fastify';
import type { StorageConfig } from '#server/config.js';
import { localDiskStorage } from './local-disk.js';
import { s3Storage } from './s3.js';
import { createS3Client } from './s3-client.js';
import type { FileStorage } from './storage.js';

/** The storage STORAGE names: local disk by default, or an S3 bucket. */
export async function createStorage(config: StorageConfig, log: FastifyBaseLogger): Promise<FileStorage> {
  if (config.kind === 'disk') return localDiskStorage(config.root, config.publicUrl);
  return s3Storage({
    client: await createS3Client(config.s3),
    bucket: config.bucket,
    publicUrl: config.publicUrl,
    log,
  });
}
