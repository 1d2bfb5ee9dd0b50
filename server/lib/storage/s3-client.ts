import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '#server/config.js';

/**
 * The one place an S3 client is made (the server's storage, and tests reading the bucket). Timeouts
 * bound every call: connecting, and the whole request with its answer; the SDK tries 3 times. The SDK
 * loads only here, so a server on local disk never pays its half second of start-up.
 */
export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: settings.connectTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
    // Checksums only where S3 demands them: several S3-compatible stores refuse the CRC32 headers
    // recent SDKs add to every request by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
