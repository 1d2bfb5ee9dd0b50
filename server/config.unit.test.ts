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

  it('names every problem at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*SMS_PROVIDER/);
  });

  it('reads the background jobs settings, and refuses a poll under half a second or a cron of other than five fields', () => {
    expect(loadConfig({}).jobs).toEqual({
      workers: true,
      pollSeconds: 2,
      purgeCron: '15 3 * * *',
      notificationRetentionDays: 90,
    });
    expect(loadConfig({}).push.retry).toEqual({ limit: 5, baseSeconds: 30 });
    const set = loadConfig({
      JOBS_WORKERS: 'off',
      JOBS_POLL_SECONDS: '0.5',
      PURGE_CRON: '0 */6 * * *',
      NOTIFICATION_RETENTION_DAYS: '30',
      PUSH_RETRY_LIMIT: '0',
      PUSH_RETRY_BASE_SECONDS: '5',
    });
    expect(set.jobs).toEqual({
      workers: false,
      pollSeconds: 0.5,
      purgeCron: '0 */6 * * *',
      notificationRetentionDays: 30,
    });
    expect(set.push.retry).toEqual({ limit: 0, baseSeconds: 5 });
    expect(() => loadConfig({ JOBS_POLL_SECONDS: '0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ PURGE_CRON: '@daily' })).toThrow(/PURGE_CRON/);
    expect(() => loadConfig({ NOTIFICATION_RETENTION_DAYS: '0' })).toThrow(ConfigError);
  });
});
