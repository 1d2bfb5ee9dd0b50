import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadConfig } from '#server/config.js';
import { createS3Client } from '#server/lib/storage/s3-client.js';

/** s3rver takes any key pair whose id and secret it knows; these are its built-in ones. */
const S3RVER_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/** An S3 of the test's own (s3rver: a folder in the system temp folder, a free port) with one bucket. */
export interface LocalS3 {
  /** The variables that point a server at this bucket (STORAGE=s3 and the rest). */
  env: Record<string, string>;
  /** Where the bucket's objects are served: `http://host:port/bucket`. */
  publicUrl: string;
  /** A client of our own, made as the server makes its one. */
  client: S3Client;
  bucket: string;
  /** Every key in the bucket under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'manzil-photos'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'manzil-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${String(port)}`;
  const env = {
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    STORAGE_PUBLIC_URL: `${endpoint}/${bucket}`,
    ...S3RVER_KEYS,
  };
  const settings = loadConfig(env).storage;
  if (settings.kind !== 's3') throw new Error('the local S3 variables did not choose S3');
  const client = await createS3Client(settings.s3);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env,
    publicUrl: settings.publicUrl,
    client,
    bucket,
    keys: async (prefix = '') => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    close: async () => {
      client.destroy();
      // Kept-alive connections (fetch's, the servers') would hold close() open until they idle out.
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
