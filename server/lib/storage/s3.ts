import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import { safeError } from '../safe-error.js';
import {
  IMMUTABLE_CACHE_CONTROL,
  StorageUnavailableError,
  type FileStorage,
  type StoredFile,
} from './storage.js';

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Photo URLs are this base, a slash and the key: a CDN, or the bucket's own public URL. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The SDK's module, loaded when the storage is made. */
type Sdk = typeof S3Sdk;

/** Files as objects of one bucket, served to browsers from the public base URL, not by this server. */
export async function s3Storage({ client, bucket, publicUrl, log }: S3StorageOptions): Promise<FileStorage> {
  const sdk = await import('@aws-sdk/client-s3');
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } = sdk;
  return {
    async put(key, data, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: data,
            ContentLength: data.length,
            ContentType: contentType,
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        throw new StorageUnavailableError('put', error);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        log.warn({ key, err: safeError(error) }, 'storage: a file could not be deleted; the purge will');
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = await object.Body?.transformToByteArray();
        return bytes ? Buffer.from(bytes) : undefined;
      } catch (error) {
        if (error instanceof Error && error.name === 'NoSuchKey') return undefined;
        throw new StorageUnavailableError('read', error);
      }
    },
    urlOf: (key) => `${publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`,
    list: (prefix) => objectsUnder(sdk, client, bucket, prefix),
    close: () => client.destroy(),
  };
}

async function* objectsUnder(
  { ListObjectsV2Command }: Sdk,
  client: S3Client,
  bucket: string,
  prefix: string,
): AsyncGenerator<StoredFile> {
  let continuationToken: string | undefined;
  do {
    let page;
    try {
      page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix,
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      );
    } catch (error) {
      throw new StorageUnavailableError('list', error);
    }
    for (const object of page.Contents ?? []) {
      if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
}
