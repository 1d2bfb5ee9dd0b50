import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { generateVapidKeys } from './modules/push/index.js';

const vapid = generateVapidKeys();

/** Everything production asks for. */
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://manzil:secret@db.internal:5432/manzil',
  JWT_SECRET: 'x'.repeat(48),
  PUBLIC_URL: 'https://manzil.sa',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  TRUST_PROXY: '1',
  SMS_PROVIDER: 'unifonic',
  UNIFONIC_APP_SID: 'app-sid',
  UNIFONIC_SENDER_ID: 'Manzil',
  EMAIL_PROVIDER: 'smtp',
  SMTP_HOST: 'smtp.example.com',
  SMTP_USER: 'manzil',
  SMTP_PASSWORD: 'smtp-secret',
  EMAIL_FROM: 'Manzil <no-reply@manzil.sa>',
  AD_LICENSE_VERIFIER: 'rega',
  REGA_API_URL: 'https://api.rega.example',
  REGA_API_KEY: 'rega-key',
  IDENTITY_VERIFIER: 'nafath',
  NAFATH_API_URL: 'https://nafath.example',
  NAFATH_APP_ID: 'app-id',
  NAFATH_APP_KEY: 'app-key',
  IDENTITY_HASH_KEY: 'i'.repeat(48),
};

/** What production names when it is missing, each on its own line (the VAPID pair shares one). */
const REQUIRED = [
  'DATABASE_URL',
  'JWT_SECRET',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'SMS_PROVIDER',
  'EMAIL_PROVIDER',
  'AD_LICENSE_VERIFIER',
  'IDENTITY_VERIFIER',
  'IDENTITY_HASH_KEY',
];

const problemsOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
};

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', moderation: true, trustProxy: false });
    expect(config.sms.provider).toBe('outbox');
    expect(config.email.provider).toBe('outbox');
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, and refuses "true"', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });
});

describe('company', () => {
  it('takes social profiles as https addresses only', () => {
    expect(loadConfig({}).company.social).toEqual([]);
    expect(
      loadConfig({ COMPANY_LINKEDIN_URL: 'https://www.linkedin.com/company/manzil' }).company.social,
    ).toEqual([{ network: 'linkedin', url: 'https://www.linkedin.com/company/manzil' }]);
    expect(problemsOf({ COMPANY_X_URL: 'javascript:alert(1)' })).toMatch(/COMPANY_X_URL/);
    expect(problemsOf({ COMPANY_INSTAGRAM_URL: 'http://instagram.com/manzil' })).toMatch(
      /COMPANY_INSTAGRAM_URL/,
    );
  });
});

describe('metrics and shutdown', () => {
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
    expect(loadConfig(production).timeouts.shutdownGraceMs).toBe(5_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '12' }).timeouts.shutdownGraceMs).toBe(12_000);
  });
});

describe('image conversions', () => {
  it('one slot per core, 16 waiting and 2 per user by default; no slot at all is refused', () => {
    expect(loadConfig({}).imageConversions).toEqual({
      slots: availableParallelism(),
      maxWaiting: 16,
      maxWaitingPerOwner: 2,
    });
    expect(
      loadConfig({
        IMAGE_CONVERSIONS: '3',
        IMAGE_CONVERSION_QUEUE: '0',
        IMAGE_CONVERSION_QUEUE_PER_USER: '5',
      }).imageConversions,
    ).toEqual({ slots: 3, maxWaiting: 0, maxWaitingPerOwner: 5 });
    expect(() => loadConfig({ IMAGE_CONVERSIONS: '0' })).toThrow(/IMAGE_CONVERSIONS/);
  });
});

describe('storage', () => {
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
});

describe('production', () => {
  it('starts with everything it asks for', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({ isProduction: true, trustProxy: 1, publicUrl: 'https://manzil.sa' });
    expect(config.email).toMatchObject({ provider: 'smtp', from: 'Manzil <no-reply@manzil.sa>' });
    expect(config.push.vapidKeys).toEqual(vapid);
  });

  it('lists every missing item at once, each with what to set', () => {
    const message = problemsOf({ NODE_ENV: 'production' });
    expect(message.split('\n')).toEqual([
      'Invalid configuration for production:',
      expect.stringMatching(/^ {2}- DATABASE_URL: required in production: set it to .*postgres:\/\//),
      expect.stringMatching(/^ {2}- JWT_SECRET: required in production: set at least 32 random characters/),
      expect.stringMatching(/^ {2}- PUBLIC_URL: required in production: .*https:\/\//),
      expect.stringMatching(/^ {2}- VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: .*npm run vapid:keys/),
      expect.stringMatching(/^ {2}- TRUST_PROXY: required in production: the number of proxies/),
      expect.stringMatching(
        /^ {2}- SMS_PROVIDER: required in production: set SMS_PROVIDER to twilio .* or unifonic/,
      ),
      expect.stringMatching(
        /^ {2}- EMAIL_PROVIDER: required in production: set EMAIL_PROVIDER=smtp with SMTP_HOST, EMAIL_FROM/,
      ),
      expect.stringMatching(
        /^ {2}- AD_LICENSE_VERIFIER: required in production: set AD_LICENSE_VERIFIER=rega/,
      ),
      expect.stringMatching(
        /^ {2}- IDENTITY_VERIFIER: required in production: set IDENTITY_VERIFIER=nafath with NAFATH_API_URL/,
      ),
      expect.stringMatching(
        /^ {2}- IDENTITY_HASH_KEY: required in production: at least 32 random characters/,
      ),
    ]);
  });

  it('names each missing item alone, and nothing else', () => {
    for (const name of REQUIRED) {
      const message = problemsOf({ ...production, [name]: '' });
      expect(message.split('\n').slice(1)).toEqual([expect.stringMatching(new RegExp(`^ {2}- ${name}: `))]);
    }
    expect(problemsOf({ ...production, VAPID_PRIVATE_KEY: '' })).toContain(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY:',
    );
  });

  it('still lists the whole of it when another variable is malformed', () => {
    const message = problemsOf({ NODE_ENV: 'production', PORT: 'eighty' });
    for (const name of [...REQUIRED, 'PORT']) {
      expect(message).toContain(`  - ${name}: `);
    }
  });

  it('wants an https PUBLIC_URL', () => {
    expect(problemsOf({ ...production, PUBLIC_URL: 'http://manzil.sa' })).toMatch(
      /PUBLIC_URL: must be the site's https:\/\/ address in production/,
    );
  });

  it('takes TRUST_PROXY=0 as an explicit "no proxy"', () => {
    expect(loadConfig({ ...production, TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('refuses the outbox senders and an email provider of none', () => {
    expect(problemsOf({ ...production, SMS_PROVIDER: 'outbox' })).toMatch(
      /SMS_PROVIDER: the outbox only writes to a file; set SMS_PROVIDER to twilio/,
    );
    expect(problemsOf({ ...production, EMAIL_PROVIDER: 'outbox' })).toMatch(
      /EMAIL_PROVIDER: the outbox only writes to a file; set EMAIL_PROVIDER=smtp/,
    );
    expect(problemsOf({ ...production, EMAIL_PROVIDER: 'none' })).toMatch(
      /EMAIL_PROVIDER: required in production: set EMAIL_PROVIDER=smtp/,
    );
  });
});

describe('identity through Nafath', () => {
  it('is required to publish by default, checked by the development verifier outside production', () => {
    const config = loadConfig({});
    expect(config.identity.required).toBe(true);
    expect(config.identity.verifier).toBe('development');
    expect(loadConfig({ ADVERTISER_IDENTITY_REQUIRED: 'false' }).identity.required).toBe(false);
  });

  it('refuses the development verifier in production', () => {
    expect(problemsOf({ ...production, IDENTITY_VERIFIER: 'development' })).toMatch(
      /IDENTITY_VERIFIER: the development verifier accepts test IDs; set IDENTITY_VERIFIER=nafath/,
    );
  });

  it('wants the Nafath address and credentials with the nafath verifier', () => {
    const message = problemsOf({ IDENTITY_VERIFIER: 'nafath' });
    for (const key of ['NAFATH_API_URL', 'NAFATH_APP_ID', 'NAFATH_APP_KEY']) {
      expect(message).toContain(`${key}: ${key} is required with IDENTITY_VERIFIER=nafath`);
    }
  });
});

describe('payments through Moyasar', () => {
  it("point at Moyasar's API with a 10 s bound by default, the trailing slash dropped", () => {
    expect(loadConfig({}).payments.moyasar).toEqual({
      baseUrl: 'https://api.moyasar.com/v1',
      secretKey: '',
      webhookSecret: '',
      timeoutMs: 10_000,
    });
    const set = loadConfig({
      MOYASAR_API_URL: 'http://127.0.0.1:4010/v1/',
      MOYASAR_SECRET_KEY: 'sk_test_abc123',
      MOYASAR_WEBHOOK_SECRET: 'a-webhook-secret-token',
      PAYMENT_GATEWAY_TIMEOUT_MS: '750',
    });
    expect(set.payments.moyasar).toEqual({
      baseUrl: 'http://127.0.0.1:4010/v1',
      secretKey: 'sk_test_abc123',
      webhookSecret: 'a-webhook-secret-token',
      timeoutMs: 750,
    });
  });

  it('refuse a publishable key, a short webhook secret, and a bound out of range', () => {
    expect(problemsOf({ MOYASAR_SECRET_KEY: 'pk_test_abc123' })).toContain(
      'MOYASAR_SECRET_KEY: the secret key (sk_test_… or sk_live_…), never the publishable pk_ key',
    );
    expect(problemsOf({ MOYASAR_WEBHOOK_SECRET: 'short' })).toContain('MOYASAR_WEBHOOK_SECRET: ');
    expect(problemsOf({ PAYMENT_GATEWAY_TIMEOUT_MS: '50' })).toContain('PAYMENT_GATEWAY_TIMEOUT_MS: ');
    expect(problemsOf({ PAYMENT_GATEWAY_TIMEOUT_MS: '120000' })).toContain('PAYMENT_GATEWAY_TIMEOUT_MS: ');
  });

  it('reconcile waiting orders every five minutes, those older than ten; a cron of five fields only', () => {
    const { reconcileCron, reconcileAfterMinutes } = loadConfig({}).payments;
    expect({ reconcileCron, reconcileAfterMinutes }).toEqual({
      reconcileCron: '*/5 * * * *',
      reconcileAfterMinutes: 10,
    });
    expect(loadConfig({ PAYMENT_RECONCILE_AFTER_MINUTES: '0' }).payments.reconcileAfterMinutes).toBe(0);
    expect(problemsOf({ PAYMENT_RECONCILE_CRON: '*/5 * *' })).toContain('PAYMENT_RECONCILE_CRON: ');
    expect(problemsOf({ PAYMENT_RECONCILE_AFTER_MINUTES: '-1' })).toContain(
      'PAYMENT_RECONCILE_AFTER_MINUTES: ',
    );
  });
});

describe('ad licences', () => {
  it('are required by default, checked by the development verifier outside production', () => {
    const config = loadConfig({});
    expect(config.adLicences.required).toBe(true);
    expect(config.adLicences.verifier).toBe('development');
    expect(loadConfig({ AD_LICENSE_REQUIRED: 'false' }).adLicences.required).toBe(false);
  });

  it('refuses the development verifier in production', () => {
    expect(problemsOf({ ...production, AD_LICENSE_VERIFIER: 'development' })).toMatch(
      /AD_LICENSE_VERIFIER: the development verifier accepts test numbers; set AD_LICENSE_VERIFIER=rega/,
    );
  });

  it('wants the REGA address and key with the rega verifier, and {number} in the verification URL', () => {
    const message = problemsOf({ AD_LICENSE_VERIFIER: 'rega' });
    expect(message).toContain('REGA_API_URL: REGA_API_URL is required with AD_LICENSE_VERIFIER=rega');
    expect(message).toContain('REGA_API_KEY: REGA_API_KEY is required with AD_LICENSE_VERIFIER=rega');
    expect(problemsOf({ AD_LICENSE_VERIFY_URL: 'https://rega.example/verify' })).toContain(
      'AD_LICENSE_VERIFY_URL: a URL with {number}',
    );
    expect(
      loadConfig({ AD_LICENSE_VERIFY_URL: 'https://rega.example/l/{number}' }).adLicences.verifyUrl,
    ).toBe('https://rega.example/l/{number}');
  });
});

describe('SMTP', () => {
  const smtp = { EMAIL_PROVIDER: 'smtp', SMTP_HOST: 'smtp.example.com', EMAIL_FROM: 'no-reply@manzil.sa' };

  it('needs a host and a sender', () => {
    const message = problemsOf({ EMAIL_PROVIDER: 'smtp' });
    expect(message).toContain('SMTP_HOST: SMTP_HOST is required');
    expect(message).toContain('EMAIL_FROM: EMAIL_FROM is required');
  });

  it('upgrades with STARTTLS on 587 by default, and uses TLS from the start on 465', () => {
    expect(loadConfig(smtp).email.smtp).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      requireTls: true,
      auth: undefined,
      timeoutMs: 10_000,
    });
    expect(loadConfig({ ...smtp, SMTP_PORT: '465' }).email.smtp.secure).toBe(true);
    expect(loadConfig({ ...smtp, SMTP_PORT: '25', SMTP_REQUIRE_TLS: 'false' }).email.smtp).toMatchObject({
      secure: false,
      requireTls: false,
    });
  });

  it('takes a user and a password together or not at all', () => {
    expect(loadConfig({ ...smtp, SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).email.smtp.auth).toEqual({
      user: 'u',
      pass: 'p',
    });
    expect(problemsOf({ ...smtp, SMTP_USER: 'u' })).toContain(
      'set both SMTP_USER and SMTP_PASSWORD, or neither',
    );
  });

  it('takes one sender mailbox, with or without a name', () => {
    expect(loadConfig({ ...smtp, EMAIL_FROM: 'منزل <no-reply@manzil.sa>' }).email.from).toBe(
      'منزل <no-reply@manzil.sa>',
    );
    for (const from of [
      'manzil',
      'a@b.sa, c@d.sa',
      'Manzil <no-reply@manzil.sa>\r\nBcc: x@y.sa',
      '"x" <a@b.sa>',
    ]) {
      expect(problemsOf({ ...smtp, EMAIL_FROM: from })).toContain(
        'EMAIL_FROM: an address, or a name and an address',
      );
    }
  });

  it('reads the background jobs settings, and refuses a poll under half a second or a cron of other than five fields', () => {
    expect(loadConfig({}).jobs).toEqual({
      workers: true,
      pollSeconds: 2,
      maintenanceSeconds: 10,
      purgeCron: '15 3 * * *',
      adExpiryCron: '0 * * * *',
      digestCron: '0 * * * *',
      similarRanksCron: '30 1 * * *',
      notificationRetentionDays: 90,
    });
    expect(loadConfig({}).push.retry).toEqual({ limit: 5, baseSeconds: 30 });
    const set = loadConfig({
      JOBS_WORKERS: 'off',
      JOBS_POLL_SECONDS: '0.5',
      JOBS_MAINTENANCE_SECONDS: '5',
      PURGE_CRON: '0 */6 * * *',
      NOTIFICATION_RETENTION_DAYS: '30',
      PUSH_RETRY_LIMIT: '0',
      PUSH_RETRY_BASE_SECONDS: '5',
    });
    expect(set.jobs).toEqual({
      workers: false,
      pollSeconds: 0.5,
      maintenanceSeconds: 5,
      purgeCron: '0 */6 * * *',
      adExpiryCron: '0 * * * *',
      digestCron: '0 * * * *',
      similarRanksCron: '30 1 * * *',
      notificationRetentionDays: 30,
    });
    expect(set.push.retry).toEqual({ limit: 0, baseSeconds: 5 });
    expect(() => loadConfig({ JOBS_POLL_SECONDS: '0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ JOBS_MAINTENANCE_SECONDS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ PURGE_CRON: '@daily' })).toThrow(/PURGE_CRON/);
    expect(() => loadConfig({ NOTIFICATION_RETENTION_DAYS: '0' })).toThrow(ConfigError);
  });
});

describe('ad activity', () => {
  it('is written every 5 s unless AD_ACTIVITY_FLUSH_SECONDS (or its former name) says otherwise (0.1 to 300)', () => {
    expect(loadConfig({}).adActivity.flushSeconds).toBe(5);
    expect(loadConfig({ AD_ACTIVITY_FLUSH_SECONDS: '0.5' }).adActivity.flushSeconds).toBe(0.5);
    expect(loadConfig({ VIEW_COUNT_FLUSH_SECONDS: '2' }).adActivity.flushSeconds).toBe(2);
    expect(() => loadConfig({ AD_ACTIVITY_FLUSH_SECONDS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ VIEW_COUNT_FLUSH_SECONDS: '301' })).toThrow(ConfigError);
  });

  it('keeps raw events 90 days and rolls them up daily unless told otherwise', () => {
    expect(loadConfig({}).adActivity).toEqual({
      flushSeconds: 5,
      keepDays: 90,
      rollupCron: '20 0 * * *',
      beaconsPerIpPerMinute: 120,
    });
    expect(loadConfig({ AD_ACTIVITY_KEEP_DAYS: '30' }).adActivity.keepDays).toBe(30);
    expect(() => loadConfig({ AD_ACTIVITY_KEEP_DAYS: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ AD_ACTIVITY_ROLLUP_CRON: '@daily' })).toThrow(/AD_ACTIVITY_ROLLUP_CRON/);
  });
});

describe('map tiles', () => {
  it("default to OpenStreetMap's server, and let the content security policy load them", () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      imageSource: 'https://tile.openstreetmap.org',
    });
  });

  it('take another tile server, its subdomains as a wildcard of the policy', () => {
    const tiles = loadConfig({
      MAP_TILE_URL: 'https://{s}.tiles.example.com/v1/{z}/{x}/{y}{r}.png?key=abc',
      MAP_TILE_ATTRIBUTION: '© <a href="https://example.com/terms">Example Maps</a> © OpenStreetMap',
    }).mapTiles;
    expect(tiles.imageSource).toBe('https://*.tiles.example.com');
    expect(loadConfig({ MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' }).mapTiles.imageSource).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('refuse an address without {z}, {x} and {y}, another scheme, or markup other than links', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'not an address {z}/{x}/{y}' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_ATTRIBUTION: '<img src=x onerror=alert(1)>' })).toThrow(
      /MAP_TILE_ATTRIBUTION/,
    );
    expect(() => loadConfig({ MAP_TILE_ATTRIBUTION: '<a href="javascript:alert(1)">Maps</a>' })).toThrow(
      /MAP_TILE_ATTRIBUTION/,
    );
  });
});

describe('read replicas', () => {
  const primary = 'postgres://manzil@db.internal:5432/manzil';

  it('are none by default; DATABASE_READ_URLS lists them, 5 s of lag at most unless told otherwise', () => {
    expect(loadConfig({}).readReplicas).toEqual({ urls: [], maxLagSeconds: 5 });
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_READ_URLS: 'postgres://manzil@replica-1:5432/manzil, postgresql://manzil@replica-2/manzil',
      DATABASE_READ_MAX_LAG_SECONDS: '2.5',
    });
    expect(config.readReplicas).toEqual({
      urls: ['postgres://manzil@replica-1:5432/manzil', 'postgresql://manzil@replica-2/manzil'],
      maxLagSeconds: 2.5,
    });
  });

  it('refuse replicas without a primary, an address of another kind, or a bound out of range', () => {
    const replica = 'postgres://manzil@replica-1/manzil';
    expect(() => loadConfig({ DATABASE_READ_URLS: replica })).toThrow(
      /DATABASE_READ_URLS: read replicas need/,
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URLS: 'mysql://replica/manzil' })).toThrow(
      /DATABASE_READ_URLS/,
    );
    for (const bound of ['0', '301', 'soon']) {
      expect(() =>
        loadConfig({
          DATABASE_URL: primary,
          DATABASE_READ_URLS: replica,
          DATABASE_READ_MAX_LAG_SECONDS: bound,
        }),
      ).toThrow(/DATABASE_READ_MAX_LAG_SECONDS/);
    }
  });
});
