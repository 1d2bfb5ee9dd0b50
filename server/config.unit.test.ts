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

  it('metrics: off without a token or a port; a short token or the main port refused', () => {
    expect(loadConfig({}).metrics).toMatchObject({ enabled: false, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).metrics.enabled).toBe(true);
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toMatchObject({
      enabled: true,
      port: 9464,
      host: '10.0.0.5',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 32/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ/);
  });

  it('the shutdown grace period: 5 s in production, 0 elsewhere, or as set', () => {
    expect(loadConfig({}).timeouts.shutdownGraceMs).toBe(0);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), SMS_PROVIDER: 'unifonic' };
    const unifonic = { UNIFONIC_APP_SID: 'app', UNIFONIC_SENDER_ID: 'Manzil' };
    expect(loadConfig({ ...production, ...unifonic }).timeouts.shutdownGraceMs).toBe(5_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '12' }).timeouts.shutdownGraceMs).toBe(12_000);
  });

  it('names every problem at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET[\s\S]*SMS_PROVIDER/);
  });
});
