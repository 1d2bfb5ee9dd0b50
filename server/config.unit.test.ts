import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', moderation: true, trustProxy: false });
    expect(config.sms.provider).toBe('outbox');
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, and refuses "true"', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });

  it('keeps photos on disk unless STORAGE=s3, which names every missing variable', () => {
    expect(loadConfig({ DATA_DIR: '/srv/manzil' }).storage).toEqual({
      kind: 'disk',
      root: '/srv/manzil/uploads',
      publicUrl: undefined,
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      /S3_BUCKET: S3_BUCKET is required[\s\S]*S3_REGION: S3_REGION is required[\s\S]*STORAGE_PUBLIC_URL/,
    );
    const s3 = {
      STORAGE: 's3',
      S3_BUCKET: 'manzil-photos',
      S3_REGION: 'me-south-1',
      STORAGE_PUBLIC_URL: 'https://cdn.example.com/',
    };
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither/,
    );
    expect(() => loadConfig({ ...s3, STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ ...s3, STORAGE_PUBLIC_URL: 'cdn.example.com' })).toThrow(/STORAGE_PUBLIC_URL/);
    expect(loadConfig(s3).storage).toMatchObject({
      kind: 's3',
      bucket: 'manzil-photos',
      publicUrl: 'https://cdn.example.com',
      s3: { region: 'me-south-1', forcePathStyle: false, credentials: undefined, connectTimeoutMs: 3000 },
    });
  });

  it('names every problem at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*SMS_PROVIDER/);
  });
});
