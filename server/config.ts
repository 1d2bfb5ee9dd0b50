import { createECDH } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { projectRoot } from './lib/project-root.js';
import { z } from 'zod';
import { DEFAULT_ADMIN_NAME } from '../contract/dashboard/auth.js';
import { isCommonPassword, matchesEmail, PASSWORD_RULES } from '../contract/dashboard/password-policy.js';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../contract/company.js';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  mapTileAttribution,
  mapTileUrl,
  tileImageSource,
} from './lib/map-tiles.js';

const flag = z
  .enum(['true', 'false', 'on', 'off', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', 'on', '1', 'yes'].includes(value));

/** A five-field cron expression (UTC), `fallback` when unset. */
const cron = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\S+( \S+){4}$/, `a five-field cron expression such as "${fallback}"`)
    .default(fallback);

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const count = z.coerce.number().int().nonnegative();

/** `SA:5000,EG:300,*:1000`: a daily budget per ISO country, and `*` for every other country. */
const countryBudgets = z
  .string()
  .regex(
    /^\s*(?:[A-Za-z]{2}|\*)\s*:\s*\d+\s*(?:,\s*(?:[A-Za-z]{2}|\*)\s*:\s*\d+\s*)*$/,
    'a list of COUNTRY:codes, e.g. SA:5000,*:1000',
  )
  .refine((value) => /(?:^|,)\s*\*\s*:/.test(value), 'name the budget of every other country with *:codes')
  .transform((value) => {
    const byCountry: Record<string, number> = {};
    for (const entry of value.split(',')) {
      const [country = '', budget = ''] = entry.split(':');
      byCountry[country.trim().toUpperCase()] = Number(budget);
    }
    const { '*': other = 0, ...listed } = byCountry;
    return { listed, other };
  });
const socialProfile = z.url({ protocol: /^https$/ }).optional();

const vapidPairProblem = (publicKey: string | undefined, privateKey: string | undefined) => {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) return 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    if (ecdh.getPublicKey().toString('base64url') === publicKey) return undefined;
  } catch {
    // not a valid private key: reported below
  }
  return 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY';
};

const adminProblem = (email: string | undefined, password: string | undefined) => {
  if (!email && !password) return undefined;
  if (!email || !password) return 'set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither';
  if (password.length < PASSWORD_RULES.minLength)
    return `ADMIN_PASSWORD must have at least ${PASSWORD_RULES.minLength} characters`;
  if (password.length > PASSWORD_RULES.maxLength)
    return `ADMIN_PASSWORD must have at most ${PASSWORD_RULES.maxLength} characters`;
  if (isCommonPassword(password)) return 'ADMIN_PASSWORD is a common password; choose a stronger one';
  if (matchesEmail(password, email)) return 'ADMIN_PASSWORD must not be the email address';
  return undefined;
};

/** An address, or a display name and an address in angle brackets; one mailbox, no header tricks. */
const MAILBOX = /^(?:[^<>",;\r\n]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** PostgreSQL read replicas for public reads (docs/decisions/0037-read-replicas.md); comma-separated. */
    DATABASE_READ_URLS: list
      .pipe(z.array(z.url({ protocol: /^postgres(ql)?$/, error: 'each must be a postgres:// URL' })))
      .default([]),
    /** A replica further behind the primary than this is skipped until it catches up. */
    DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
    SEED_DEMO: flag.optional(),
    SMS_PROVIDER: z.enum(['outbox', 'twilio', 'unifonic']).optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    PUBLIC_URL: z.url().optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    MODERATION: flag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `pretty`: one short line per request (development's default); `json`: pino's lines, for collectors. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /**
     * How far to trust X-Forwarded-For: a number of proxy hops in front of the server, or a list of
     * proxy addresses/CIDRs. "true" (trust everyone) would let any client choose its own IP.
     */
    TRUST_PROXY: z
      .string()
      .refine((value) => value.trim().toLowerCase() !== 'true', {
        message: 'use a number of proxy hops or a list of proxy addresses, never "true"',
      })
      .transform((value): number | string[] | false => {
        if (/^\s*(false|0|off|no)\s*$/i.test(value)) return false;
        if (/^\s*\d+\s*$/.test(value)) return Number(value);
        return value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
      })
      .optional(),
    CORS_ORIGINS: list.default([]),
    BODY_LIMIT_BYTES: count.default(1024 * 1024),
    /** Seconds a client has to send a request's headers (Node closes slower ones: slowloris). */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
    /** Seconds a whole request may take to arrive, body included: the ceiling for any upload. */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
    /**
     * While a body arrives, at least this many bytes a second, averaged over each window of
     * BODY_RATE_WINDOW_SECONDS, or the connection is closed (a body trickling in). A phone on a weak
     * 3G link still sends tens of kilobytes a second.
     */
    BODY_MIN_BYTES_PER_SECOND: count.default(1024),
    BODY_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(60).default(15),
    /** Seconds an idle keep-alive connection stays open; above a load balancer's idle time-out (60 s). */
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(65),
    /** After SIGTERM/SIGINT, seconds the requests in flight get to finish before the process gives up. */
    SHUTDOWN_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /**
     * After SIGTERM/SIGINT, seconds the server keeps answering while `/readyz` says 503, so load
     * balancers stop sending before the listener closes. 5 in production, 0 otherwise.
     */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).optional(),
    /** `/metrics` on the main port answers only `Authorization: Bearer <this>`; unset: 404 there. */
    METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
    /** A second port serving only `/metrics`, bound to METRICS_HOST (0: any free port). */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    RATE_LIMIT_PER_MINUTE: count.default(300),
    COMPANY_PHONE: z.string().default('+966 11 000 0000'),
    COMPANY_WHATSAPP: z.string().default('+966 55 000 0000'),
    COMPANY_EMAIL: z.email().default('info@manzil.sa'),
    /** The company's commercial registration (السجل التجاري) and REGA brokerage (FAL) licence numbers, in the footer. */
    COMPANY_CR_NUMBER: z.string().trim().min(1).optional(),
    COMPANY_FAL_LICENSE: z.string().trim().min(1).optional(),
    /** The company's profiles, in the footer; each only when set (an https address). */
    COMPANY_X_URL: socialProfile,
    COMPANY_INSTAGRAM_URL: socialProfile,
    COMPANY_LINKEDIN_URL: socialProfile,
    COMPANY_SNAPCHAT_URL: socialProfile,
    /**
     * Where every map takes its tiles (a Leaflet template) and the credit shown with them
     * (docs/decisions/0033-map-tile-server.md). The default, OpenStreetMap's own server, needs internet
     * and is for light use only: a busy site uses its own or a commercial one.
     */
    MAP_TILE_URL: mapTileUrl.default(DEFAULT_MAP_TILE_URL),
    MAP_TILE_ATTRIBUTION: mapTileAttribution.default(DEFAULT_MAP_TILE_ATTRIBUTION),
    /** Anonymous catalogue lists are answered from memory this long (0 turns the cache off). */
    LIST_CACHE_SECONDS: count.default(5),
    /** The built web app (`npm run build`); another folder lets several builds be tested side by side. */
    WEB_DIST_DIR: z.string().min(1).optional(),
    /** …and then served stale this much longer while one refresh runs. */
    LIST_CACHE_STALE_SECONDS: count.default(15),
    /**
     * What visitors do to ads (views, impressions, taps…) is gathered in memory and written this often,
     * in one statement per batch (ADR 0040, "Events"). VIEW_COUNT_FLUSH_SECONDS is its former name.
     */
    AD_ACTIVITY_FLUSH_SECONDS: z.coerce.number().min(0.1).max(300).optional(),
    VIEW_COUNT_FLUSH_SECONDS: z.coerce.number().min(0.1).max(300).optional(),
    /** Raw ad activity (one row per visitor, ad, kind and day) is kept this many days; the roll-up stays. */
    AD_ACTIVITY_KEEP_DAYS: z.coerce.number().int().min(2).max(3650).default(90),
    /**
     * Activity beacons (cards seen, taps) one IP may send per minute: a browsing visitor sends a few;
     * generous, since many phones share a carrier's address.
     */
    AD_ACTIVITY_BEACONS_PER_IP_PER_MINUTE: count.default(120),
    /** When the daily roll-up of ad activity (and its purge) runs: five cron fields, UTC; also at start. */
    AD_ACTIVITY_ROLLUP_CRON: cron('20 0 * * *'),

    SMS_ALLOWED_COUNTRIES: list.default(['SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO']),
    SMS_DAILY_BUDGET: count.default(5000),
    /** Codes per source (an IPv4 address, an IPv6 /64) per 10 minutes, and per UTC day. */
    SMS_PER_IP_PER_10_MIN: count.default(30),
    SMS_PER_SOURCE_PER_DAY: count.default(100),
    /** Codes per destination country per UTC day: `SA:5000,*:1000` (`*` for every other country). */
    SMS_COUNTRY_DAILY_BUDGETS: countryBudgets.default(countryBudgets.parse('SA:5000,*:1000')),
    /** The share (percent) of the country and site daily budgets that only numbers with an account may use. */
    SMS_RETURNING_RESERVE_PERCENT: z.coerce.number().int().min(0).max(90).default(20),
    /** Codes in the last hour, from one source or from the whole site, after which a proof of work is asked. */
    SMS_POW_AFTER_SOURCE_PER_HOUR: count.default(3),
    SMS_POW_AFTER_SITE_PER_HOUR: count.default(300),
    /** The highest counter a challenge hides (each try: 1,000 PBKDF2-SHA-256 rounds; on average half). */
    SMS_POW_DIFFICULTY: z.coerce.number().int().min(1).max(10_000_000).default(6000),
    SUPPORT_PER_IP_PER_10_MIN: count.default(5),
    /** Independent reports (distinct people) that send a published ad back to review (docs/decisions/0019). */
    AD_REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
    /** …counted over this many hours. */
    AD_REPORT_WINDOW_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(72),
    /** Reports (ads, reviews, messages) one IP may send per hour, and one signed-in user per day. */
    REPORTS_PER_IP_PER_HOUR: count.default(20),
    REPORTS_PER_USER_PER_DAY: count.default(30),
    /** Back-office sign-in, forgot and reset password: requests per IP per 10 minutes. */
    STAFF_AUTH_PER_IP_PER_10_MIN: count.default(30),
    /** The first super-admin, created or updated at every start when both are set (docs/back-office.md). */
    ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
    ADMIN_PASSWORD: z.string().optional(),
    ADMIN_NAME: z.string().trim().min(1).max(100).default(DEFAULT_ADMIN_NAME),
    /**
     * How emails leave (staff password reset codes, alerts). `smtp` sends through SMTP_HOST;
     * `outbox` appends each to $DATA_DIR/email-outbox.jsonl (development); `none` sends nothing.
     * Production needs `smtp`.
     */
    EMAIL_PROVIDER: z.enum(['smtp', 'outbox', 'none']).optional(),
    /** The sender of every email: an address, or a name and an address ("Manzil <no-reply@manzil.sa>"). */
    EMAIL_FROM: z
      .string()
      .trim()
      .regex(MAILBOX, 'an address, or a name and an address: Manzil <no-reply@example.com>')
      .optional(),
    SMTP_HOST: z.string().trim().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    /** TLS from the first byte (port 465); otherwise the connection is upgraded with STARTTLS. */
    SMTP_SECURE: flag.optional(),
    /** Refuse to send over a connection the server did not upgrade with STARTTLS (off: a local relay). */
    SMTP_REQUIRE_TLS: flag.default(true),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    /** Seconds each step (connect, greeting, every reply) may take before the send fails. */
    SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
    /** A link that verifies a user's email address works this many hours (docs/decisions/0028). */
    EMAIL_VERIFICATION_LINK_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 24)
      .default(48),
    /** Verification links one IP may have mailed per hour, whoever is signed in. */
    EMAIL_VERIFICATIONS_PER_IP_PER_HOUR: count.default(20),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
    UNIFONIC_APP_SID: z.string().optional(),
    UNIFONIC_SENDER_ID: z.string().optional(),
    UNIFONIC_BASE_URL: z.url().default('https://el.cloud.unifonic.com'),

    /**
     * Image conversions (ad photos, profile and agent pictures) running at once in this process
     * (docs/decisions/0029-photo-conversion-pool.md); unset: one per core. At most UV_THREADPOOL_SIZE
     * (4 unless set), or file reads and writes wait behind them.
     */
    IMAGE_CONVERSIONS: z.coerce.number().int().min(1).max(64).optional(),
    /** Conversions waiting for a slot, everyone's together; one more is refused with 503 and Retry-After. */
    IMAGE_CONVERSION_QUEUE: z.coerce.number().int().min(0).max(10_000).default(16),
    /** …and one user's (a request converts its files one at a time: this counts parallel requests). */
    IMAGE_CONVERSION_QUEUE_PER_USER: z.coerce.number().int().min(0).max(1000).default(2),

    /** Where photos live: `disk` (DATA_DIR/uploads, served at /uploads/) or `s3` (a bucket). */
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    /** The base URL photo URLs start with: a CDN, or the bucket's public URL (S3_BUCKET included). */
    STORAGE_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    /** An S3-compatible store (MinIO, R2, Spaces…); unset for AWS itself. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** Both or neither; neither uses the SDK's own credentials (an IAM role, AWS_* variables). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** `bucket` in the path rather than the host name, as most S3-compatible stores want. */
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** Seconds to open a connection to the store, and for one request to it (each of up to 3 tries). */
    S3_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(3),
    S3_REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),

    /** Seconds between the comment lines that keep an idle notification stream open through proxies. */
    NOTIFICATION_HEARTBEAT_SECONDS: z.coerce.number().positive().max(600).default(25),
    /** Web Push (VAPID): both keys or neither (then they are generated into DATA_DIR). base64url. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'an uncompressed P-256 public key in base64url (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key in base64url (43 characters)')
      .optional(),
    /** Who push services contact about this sender: a mailto: or https: URL (RFC 8292). */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: URL')
      .optional(),
    /**
     * Hosts a push subscription's endpoint may point to ("*.example.com" covers subdomains): the
     * browsers' push services. The server posts to these URLs, so anything else is refused.
     */
    /** Whether this instance runs background jobs; `off` only queues them (web-only instances). */
    JOBS_WORKERS: flag.default(true),
    /** Seconds between an idle worker's looks for due jobs and schedules (pg-boss polling). */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /**
     * Seconds between job maintenance passes (pg-boss's, once across instances): what notices the jobs
     * of a process that died, once they expire. A broadcast's runs expire after 20 s.
     */
    JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
    /** When the purges run: a five-field cron expression, in UTC. */
    PURGE_CRON: cron('15 3 * * *'),
    /** Ad licences (docs/decisions/0017-ad-licences.md): every ad needs a number the authority accepts. */
    AD_LICENSE_REQUIRED: flag.default(true),
    /** Who answers for licences: `rega` (REGA_API_URL) or `development` (test numbers; refused in production). */
    AD_LICENSE_VERIFIER: z.enum(['rega', 'development']).default('development'),
    REGA_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    REGA_API_KEY: z.string().min(1).optional(),
    /** Seconds one question to the authority may take before the licence counts as uncheckable now. */
    REGA_TIMEOUT_SECONDS: z.coerce.number().positive().max(30).default(5),
    /** The authority's public page for one licence, `{number}` replaced; the QR code opens it. */
    AD_LICENSE_VERIFY_URL: z
      .url({ protocol: /^https?$/ })
      .refine((value) => value.includes('%7Bnumber%7D') || value.includes('{number}'), {
        message: 'a URL with {number} where the licence number goes',
      })
      .default('https://rega.gov.sa/ad-licenses/verify?number={number}'),
    /** When live ads' licences are checked again (five-field cron, UTC). */
    AD_LICENSE_RECHECK_CRON: cron('20 * * * *'),
    /** A licence is asked about again once its last answer is this many hours old. */
    AD_LICENSE_RECHECK_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
    /** Licences checked per run, oldest answer first. */
    AD_LICENSE_RECHECK_BATCH: z.coerce.number().int().min(1).max(10_000).default(200),
    /** Identity through Nafath (docs/decisions/0038-identity-through-nafath.md): publishing needs one. */
    ADVERTISER_IDENTITY_REQUIRED: flag.default(true),
    /**
     * An office whose FAL licence is an individual's passes to a new owner only with the new owner's own
     * licence (the stricter reading; docs/decisions/0039-brokerage-offices.md, "Handing over").
     */
    OFFICE_OWNER_HOLDS_LICENCE: flag.default(true),
    /** Bulk feeds (docs/operations/feeds.md): the largest feed read, by upload or from a URL. */
    FEED_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(200 * 1024 * 1024)
      .default(10 * 1024 * 1024),
    /** The most listings one feed may hold. */
    FEED_MAX_LISTINGS: z.coerce.number().int().min(1).max(100_000).default(5000),
    /** The most photos taken of one listing (at most an ad's 20). */
    FEED_PHOTOS_PER_AD: z.coerce.number().int().min(1).max(20).default(20),
    /** The largest photo fetched. */
    FEED_PHOTO_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(10 * 1024 * 1024),
    /** One fetch (a feed or a photo), from the request to the last byte. */
    FEED_FETCH_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(20),
    /** Redirects followed by one fetch, each checked like the first address. */
    FEED_FETCH_MAX_REDIRECTS: z.coerce.number().int().min(0).max(10).default(3),
    /**
     * `host:port` entries fetched even when they are private or loopback addresses: for tests and a
     * CRM on the operator's own network only. Empty in production.
     */
    FEED_FETCH_ALLOW_HOSTS: list.default([]),
    /** When saved feed URLs are re-read and applied (a five-field cron expression, UTC). */
    FEED_SYNC_CRON: cron('0 * * * *'),
    /** Who verifies identities: `nafath` (NAFATH_API_URL) or `development` (test IDs; refused in production). */
    IDENTITY_VERIFIER: z.enum(['nafath', 'development']).default('development'),
    /** Nafath's base URL, e.g. https://nafath.api.elm.sa (production) or …/stg (staging). */
    NAFATH_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    NAFATH_APP_ID: z.string().min(1).optional(),
    NAFATH_APP_KEY: z.string().min(1).optional(),
    /** The Nafath service the requests name (as registered on Elm's Rabet portal). */
    NAFATH_SERVICE: z.string().trim().min(1).max(100).default('DigitalServiceEnrollmentWithoutBio'),
    /** When set, the callback token's audience must be this (the provider's name at Nafath). */
    NAFATH_AUDIENCE: z.string().trim().min(1).optional(),
    /** Seconds one question to Nafath may take before it counts as unreachable now. */
    NAFATH_TIMEOUT_SECONDS: z.coerce.number().positive().max(30).default(5),
    /** Seconds the person has to pick the number in the Nafath app. */
    NAFATH_REQUEST_SECONDS: z.coerce.number().int().min(30).max(600).default(180),
    /** Seconds between two status questions to Nafath about one request. */
    NAFATH_POLL_SECONDS: z.coerce.number().min(1).max(60).default(3),
    /** Seconds to wait for the signed answer once Nafath's status says the person picked the number. */
    NAFATH_CALLBACK_GRACE_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
    /** Verification requests one account, and one ID, may start in an hour. */
    NAFATH_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(5),
    /**
     * The key of the hashes that tell one person from another (ID numbers are kept only so). Its own
     * secret, so that changing JWT_SECRET does not orphan every identity; derived from it if unset.
     */
    IDENTITY_HASH_KEY: z.string().min(32).optional(),
    /** Moyasar's API (docs/decisions/0041-paid-visibility.md, "The payment gateway"): paid visibility is paid on its hosted page. */
    MOYASAR_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.moyasar.com/v1'),
    /** The account's secret key (sk_test_… or sk_live_…), sent as the basic-auth user; never logged. */
    MOYASAR_SECRET_KEY: z
      .string()
      .regex(/^sk_\w+$/, 'the secret key (sk_test_… or sk_live_…), never the publishable pk_ key')
      .optional(),
    /** The secret token set on the dashboard's webhook: every webhook body carries it as `secret_token`. */
    MOYASAR_WEBHOOK_SECRET: z
      .string()
      .min(16, 'MOYASAR_WEBHOOK_SECRET must be at least 16 characters')
      .optional(),
    /** Milliseconds one request to the payment gateway may take before it counts as unreachable now. */
    PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** When orders left waiting are settled with what the gateway says (ADR 0041): cron, UTC. */
    PAYMENT_RECONCILE_CRON: cron('*/5 * * * *'),
    /** An order still waiting this many minutes after it was made is settled by the job. */
    PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(0).max(1_440).default(10),
    /**
     * When every published ad's rank among similar ads is recomputed (ADR 0040): a five-field cron
     * expression, in UTC; daily, after the activity roll-up has closed the day.
     */
    INSIGHTS_RANKS_CRON: cron('30 1 * * *'),
    /** When the ad expiry job runs (reminders, then expiries): a five-field cron expression, in UTC. */
    AD_EXPIRY_CRON: cron('0 * * * *'),
    /**
     * When due saved-search digests are sent: a five-field cron expression, in UTC. Each daily search
     * sends a day after its last digest, each weekly one a week after (at the first run past it).
     */
    SAVED_SEARCH_DIGEST_CRON: cron('0 * * * *'),
    /**
     * The "Quick to respond" badge (docs/decisions/0040-the-advertisers-desk.md, "Leads and response time"): over the last 30 days the
     * advertiser answered at least this share of the conversations inquirers started with them...
     */
    QUICK_RESPONSE_MIN_RATE: z.coerce.number().min(0).max(1).default(0.8),
    /** ...with a median time to the first answer of at most this many minutes... */
    QUICK_RESPONSE_MAX_MEDIAN_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    /** ...out of at least this many conversations (fewer tell nothing). */
    QUICK_RESPONSE_MIN_CONVERSATIONS: z.coerce.number().int().min(1).max(10_000).default(5),
    /** When the advertisers' response figures (and so the badge) are counted again: cron, UTC. */
    RESPONSE_STATS_CRON: cron('20 * * * *'),
    /** An alert's unsubscribe link works this many days after it was made (docs/decisions/0028). */
    SAVED_SEARCH_UNSUBSCRIBE_LINK_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** A published ad expires this many days after its publication or its owner's last confirmation. */
    AD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** The owner is reminded this many days before the ad expires (0: no reminder). */
    AD_EXPIRY_REMINDER_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    /** A sold or rented ad's page stays public, marked, this many days (then 404 but to its owner). */
    SOLD_VISIBLE_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
    /** Read notifications older than this many days are deleted by the purge. */
    NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** A push the push service refused for now (429, 5xx, time-out) is tried again this many times. */
    PUSH_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
    /** The first retry's delay when the push service gives no Retry-After; doubled at each retry. */
    PUSH_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    PUSH_SERVICE_HOSTS: list.default([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.services.mozilla.com',
      '*.notify.windows.com',
      'web.push.apple.com',
      '*.push.apple.com',
    ]),
  })
  .superRefine((env, ctx) => {
    const needs: Record<string, (keyof typeof env)[]> = {
      twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
      unifonic: ['UNIFONIC_APP_SID', 'UNIFONIC_SENDER_ID'],
      smtp: ['SMTP_HOST', 'EMAIL_FROM'],
    };
    for (const key of [
      ...(needs[env.SMS_PROVIDER ?? ''] ?? []),
      ...(needs[env.EMAIL_PROVIDER ?? ''] ?? []),
    ]) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required` });
    }
    if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_PASSWORD'],
        message: 'set both SMTP_USER and SMTP_PASSWORD, or neither',
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.AD_LICENSE_VERIFIER === 'rega') {
      for (const key of ['REGA_API_URL', 'REGA_API_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required with AD_LICENSE_VERIFIER=rega`,
          });
      }
    }
    if (env.IDENTITY_VERIFIER === 'nafath') {
      for (const key of ['NAFATH_API_URL', 'NAFATH_APP_ID', 'NAFATH_APP_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required with IDENTITY_VERIFIER=nafath`,
          });
      }
    }
    const problem = adminProblem(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    if (problem) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: problem });
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE !== 's3') return;
    for (const key of ['S3_BUCKET', 'S3_REGION', 'STORAGE_PUBLIC_URL'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required with STORAGE=s3` });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: "set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK's own credentials)",
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'METRICS_PORT must differ from PORT' });
    }
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_READ_URLS.length > 0 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URLS'],
        message: 'read replicas need DATABASE_URL (their primary); the embedded database has none',
      });
    }
  })
  .superRefine((env, ctx) => {
    const problem = vapidPairProblem(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY);
    if (problem) ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: problem });
  });

export type Environment = Record<string, string | undefined>;

export type Config = ReturnType<typeof toConfig>;

const defaultWebDist = path.join(projectRoot, 'web/dist');

function toConfig(env: z.output<typeof environmentSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    readReplicas: { urls: env.DATABASE_READ_URLS, maxLagSeconds: env.DATABASE_READ_MAX_LAG_SECONDS },
    seedDemo: env.SEED_DEMO,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    redisUrl: env.REDIS_URL,
    moderation: env.MODERATION,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    trustProxy: env.TRUST_PROXY ?? false,
    corsOrigins: env.CORS_ORIGINS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: Math.max(env.REQUEST_TIMEOUT_SECONDS, env.HEADERS_TIMEOUT_SECONDS) * 1000,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      shutdownDeadlineMs: env.SHUTDOWN_DEADLINE_SECONDS * 1000,
      shutdownGraceMs: (env.SHUTDOWN_GRACE_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0)) * 1000,
      bodyMinBytesPerSecond: env.BODY_MIN_BYTES_PER_SECOND,
      bodyRateWindowMs: env.BODY_RATE_WINDOW_SECONDS * 1000,
    },
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    metrics: {
      /** Whether anything can scrape: the token opens `/metrics` on the main port, the port its own. */
      enabled: env.METRICS_TOKEN !== undefined || env.METRICS_PORT !== undefined,
      token: env.METRICS_TOKEN,
      port: env.METRICS_PORT,
      host: env.METRICS_HOST,
    },
    companyPhone: env.COMPANY_PHONE,
    company: {
      phone: env.COMPANY_PHONE,
      whatsapp: env.COMPANY_WHATSAPP,
      email: env.COMPANY_EMAIL,
      crNumber: env.COMPANY_CR_NUMBER ?? null,
      falLicense: env.COMPANY_FAL_LICENSE ?? null,
      social: SOCIAL_NETWORKS.flatMap((network) => {
        const url = env[`COMPANY_${network.toUpperCase() as Uppercase<SocialNetwork>}_URL`];
        return url ? [{ network, url }] : [];
      }),
    },
    mapTiles: {
      url: env.MAP_TILE_URL,
      attribution: env.MAP_TILE_ATTRIBUTION,
      imageSource: tileImageSource(env.MAP_TILE_URL),
    },
    supportPerIpPer10Minutes: env.SUPPORT_PER_IP_PER_10_MIN,
    reports: {
      adHideThreshold: env.AD_REPORT_HIDE_THRESHOLD,
      adWindowHours: env.AD_REPORT_WINDOW_HOURS,
      perIpPerHour: env.REPORTS_PER_IP_PER_HOUR,
      perUserPerDay: env.REPORTS_PER_USER_PER_DAY,
    },
    staff: {
      authPerIpPer10Minutes: env.STAFF_AUTH_PER_IP_PER_10_MIN,
      admin:
        env.ADMIN_EMAIL && env.ADMIN_PASSWORD
          ? {
              email: env.ADMIN_EMAIL.trim().toLowerCase(),
              password: env.ADMIN_PASSWORD,
              name: env.ADMIN_NAME,
            }
          : undefined,
    },
    email: {
      provider: env.EMAIL_PROVIDER ?? 'outbox',
      outboxFile: path.join(dataDir, 'email-outbox.jsonl'),
      from: env.EMAIL_FROM ?? '',
      smtp: {
        host: env.SMTP_HOST ?? '',
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
        requireTls: env.SMTP_REQUIRE_TLS,
        auth:
          env.SMTP_USER && env.SMTP_PASSWORD ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
        timeoutMs: env.SMTP_TIMEOUT_SECONDS * 1000,
      },
      verification: {
        linkHours: env.EMAIL_VERIFICATION_LINK_HOURS,
        perIpPerHour: env.EMAIL_VERIFICATIONS_PER_IP_PER_HOUR,
      },
    },
    savedSearches: { unsubscribeLinkDays: env.SAVED_SEARCH_UNSUBSCRIBE_LINK_DAYS },
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist,
    adLifecycle: {
      maxAgeDays: env.AD_MAX_AGE_DAYS,
      reminderDays: Math.min(env.AD_EXPIRY_REMINDER_DAYS, env.AD_MAX_AGE_DAYS - 1),
      soldVisibleDays: env.SOLD_VISIBLE_DAYS,
    },
    listCache: { freshSeconds: env.LIST_CACHE_SECONDS, staleSeconds: env.LIST_CACHE_STALE_SECONDS },
    adActivity: {
      flushSeconds: env.AD_ACTIVITY_FLUSH_SECONDS ?? env.VIEW_COUNT_FLUSH_SECONDS ?? 5,
      keepDays: env.AD_ACTIVITY_KEEP_DAYS,
      rollupCron: env.AD_ACTIVITY_ROLLUP_CRON,
      beaconsPerIpPerMinute: env.AD_ACTIVITY_BEACONS_PER_IP_PER_MINUTE,
    },
    imageConversions: {
      slots: env.IMAGE_CONVERSIONS ?? availableParallelism(),
      maxWaiting: env.IMAGE_CONVERSION_QUEUE,
      maxWaitingPerOwner: env.IMAGE_CONVERSION_QUEUE_PER_USER,
    },
    jwtSecret: env.JWT_SECRET,
    notifications: { heartbeatSeconds: env.NOTIFICATION_HEARTBEAT_SECONDS },
    jobs: {
      workers: env.JOBS_WORKERS,
      pollSeconds: env.JOBS_POLL_SECONDS,
      maintenanceSeconds: env.JOBS_MAINTENANCE_SECONDS,
      purgeCron: env.PURGE_CRON,
      adExpiryCron: env.AD_EXPIRY_CRON,
      digestCron: env.SAVED_SEARCH_DIGEST_CRON,
      similarRanksCron: env.INSIGHTS_RANKS_CRON,
      notificationRetentionDays: env.NOTIFICATION_RETENTION_DAYS,
    },
    adLicences: {
      required: env.AD_LICENSE_REQUIRED,
      verifier: env.AD_LICENSE_VERIFIER,
      rega: {
        baseUrl: (env.REGA_API_URL ?? '').replace(/\/+$/, ''),
        apiKey: env.REGA_API_KEY ?? '',
        timeoutMs: env.REGA_TIMEOUT_SECONDS * 1000,
      },
      verifyUrl: env.AD_LICENSE_VERIFY_URL.replaceAll('%7Bnumber%7D', '{number}'),
      recheckCron: env.AD_LICENSE_RECHECK_CRON,
      recheckAfterMs: env.AD_LICENSE_RECHECK_HOURS * 3600 * 1000,
      recheckBatch: env.AD_LICENSE_RECHECK_BATCH,
    },
    offices: { ownerHoldsLicence: env.OFFICE_OWNER_HOLDS_LICENCE },
    quickResponse: {
      minRate: env.QUICK_RESPONSE_MIN_RATE,
      maxMedianMinutes: env.QUICK_RESPONSE_MAX_MEDIAN_MINUTES,
      minConversations: env.QUICK_RESPONSE_MIN_CONVERSATIONS,
      statsCron: env.RESPONSE_STATS_CRON,
    },
    feeds: {
      maxBytes: env.FEED_MAX_BYTES,
      maxListings: env.FEED_MAX_LISTINGS,
      photosPerAd: env.FEED_PHOTOS_PER_AD,
      photoMaxBytes: env.FEED_PHOTO_MAX_BYTES,
      timeoutMs: env.FEED_FETCH_TIMEOUT_SECONDS * 1000,
      maxRedirects: env.FEED_FETCH_MAX_REDIRECTS,
      allowHosts: env.FEED_FETCH_ALLOW_HOSTS.map((entry) => entry.toLowerCase()),
      syncCron: env.FEED_SYNC_CRON,
    },
    identity: {
      required: env.ADVERTISER_IDENTITY_REQUIRED,
      verifier: env.IDENTITY_VERIFIER,
      nafath: {
        baseUrl: (env.NAFATH_API_URL ?? '').replace(/\/+$/, ''),
        appId: env.NAFATH_APP_ID ?? '',
        appKey: env.NAFATH_APP_KEY ?? '',
        service: env.NAFATH_SERVICE,
        audience: env.NAFATH_AUDIENCE,
        timeoutMs: env.NAFATH_TIMEOUT_SECONDS * 1000,
      },
      requestMs: env.NAFATH_REQUEST_SECONDS * 1000,
      pollMs: env.NAFATH_POLL_SECONDS * 1000,
      callbackGraceMs: env.NAFATH_CALLBACK_GRACE_SECONDS * 1000,
      requestsPerHour: env.NAFATH_REQUESTS_PER_HOUR,
      hashKey: env.IDENTITY_HASH_KEY,
    },
    payments: {
      moyasar: {
        baseUrl: env.MOYASAR_API_URL.replace(/\/+$/, ''),
        secretKey: env.MOYASAR_SECRET_KEY ?? '',
        webhookSecret: env.MOYASAR_WEBHOOK_SECRET ?? '',
        timeoutMs: env.PAYMENT_GATEWAY_TIMEOUT_MS,
      },
      reconcileCron: env.PAYMENT_RECONCILE_CRON,
      reconcileAfterMinutes: env.PAYMENT_RECONCILE_AFTER_MINUTES,
    },
    push: {
      /** Undefined: generated into DATA_DIR on first start (see server/modules/push/vapid-keys.ts). */
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT ?? `mailto:${env.COMPANY_EMAIL}`,
      serviceHosts: env.PUSH_SERVICE_HOSTS.map((host) => host.toLowerCase()),
      retry: { limit: env.PUSH_RETRY_LIMIT, baseSeconds: env.PUSH_RETRY_BASE_SECONDS },
    },
    storage: storageConfig(env, dataDir),
    sms: {
      provider: env.SMS_PROVIDER ?? 'outbox',
      allowedCountries: env.SMS_ALLOWED_COUNTRIES,
      dailyBudget: env.SMS_DAILY_BUDGET,
      perIpPer10Minutes: env.SMS_PER_IP_PER_10_MIN,
      perSourcePerDay: env.SMS_PER_SOURCE_PER_DAY,
      countryDailyBudgets: env.SMS_COUNTRY_DAILY_BUDGETS,
      returningReservePercent: env.SMS_RETURNING_RESERVE_PERCENT,
      proofOfWork: {
        afterSourcePerHour: env.SMS_POW_AFTER_SOURCE_PER_HOUR,
        afterSitePerHour: env.SMS_POW_AFTER_SITE_PER_HOUR,
        difficulty: env.SMS_POW_DIFFICULTY,
      },
      outboxFile: path.join(dataDir, 'sms-outbox.jsonl'),
      twilio: {
        accountSid: env.TWILIO_ACCOUNT_SID ?? '',
        authToken: env.TWILIO_AUTH_TOKEN ?? '',
        from: env.TWILIO_FROM ?? '',
        baseUrl: env.TWILIO_BASE_URL,
      },
      unifonic: {
        appSid: env.UNIFONIC_APP_SID ?? '',
        senderId: env.UNIFONIC_SENDER_ID ?? '',
        baseUrl: env.UNIFONIC_BASE_URL,
      },
    },
  } as const;
}

/** Photo storage; with `s3`, the schema has already refused a missing bucket, region or public URL. */
function storageConfig(env: z.output<typeof environmentSchema>, dataDir: string) {
  const publicUrl = env.STORAGE_PUBLIC_URL?.replace(/\/+$/, '');
  if (env.STORAGE === 'disk') {
    return { kind: 'disk', root: path.join(dataDir, 'uploads'), publicUrl } as const;
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET ?? '',
    publicUrl: publicUrl ?? '',
    s3: {
      region: env.S3_REGION ?? '',
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      connectTimeoutMs: env.S3_CONNECT_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: env.S3_REQUEST_TIMEOUT_SECONDS * 1000,
    },
  } as const;
}

export type StorageConfig = ReturnType<typeof storageConfig>;
export type S3Settings = Extract<StorageConfig, { kind: 's3' }>['s3'];

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

interface Problem {
  name: string;
  message: string;
}

/**
 * What a production server needs, each item with what to set. Read from the variables as given, so
 * the whole list is printed at once even when another variable is malformed.
 */
function productionProblems(env: Environment): Problem[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: Problem[] = [];
  const need = (name: string, message: string) => problems.push({ name, message });
  if (!env.DATABASE_URL)
    need(
      'DATABASE_URL',
      'required in production: set it to the PostgreSQL database, postgres://user:password@host:5432/manzil (the embedded database is for one development machine)',
    );
  if (!env.JWT_SECRET)
    need('JWT_SECRET', 'required in production: set at least 32 random characters (openssl rand -hex 32)');
  if (!env.PUBLIC_URL)
    need('PUBLIC_URL', "required in production: set it to the site's https address, e.g. https://manzil.sa");
  else if (!/^https:\/\//i.test(env.PUBLIC_URL))
    need(
      'PUBLIC_URL',
      "must be the site's https:// address in production (links in emails and push notifications)",
    );
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
    need(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY',
      'required in production, the same pair on every instance: `npm run vapid:keys` prints a new pair',
    );
  if (!env.TRUST_PROXY)
    need(
      'TRUST_PROXY',
      'required in production: the number of proxies in front of the server (1 behind one load balancer), their addresses, or 0 when clients connect directly',
    );
  if (env.SMS_PROVIDER !== 'twilio' && env.SMS_PROVIDER !== 'unifonic')
    need(
      'SMS_PROVIDER',
      `${env.SMS_PROVIDER === 'outbox' ? 'the outbox only writes to a file; ' : 'required in production: '}set SMS_PROVIDER to twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM) or unifonic (UNIFONIC_APP_SID, UNIFONIC_SENDER_ID)`,
    );
  if (env.EMAIL_PROVIDER !== 'smtp')
    need(
      'EMAIL_PROVIDER',
      `${env.EMAIL_PROVIDER === 'outbox' ? 'the outbox only writes to a file; ' : 'required in production: '}set EMAIL_PROVIDER=smtp with SMTP_HOST, EMAIL_FROM and, if the server asks for them, SMTP_USER and SMTP_PASSWORD`,
    );
  if (env.AD_LICENSE_VERIFIER !== 'rega')
    need(
      'AD_LICENSE_VERIFIER',
      `${env.AD_LICENSE_VERIFIER === 'development' ? 'the development verifier accepts test numbers; ' : 'required in production: '}set AD_LICENSE_VERIFIER=rega with REGA_API_URL and REGA_API_KEY`,
    );
  if (env.IDENTITY_VERIFIER !== 'nafath')
    need(
      'IDENTITY_VERIFIER',
      `${env.IDENTITY_VERIFIER === 'development' ? 'the development verifier accepts test IDs; ' : 'required in production: '}set IDENTITY_VERIFIER=nafath with NAFATH_API_URL, NAFATH_APP_ID and NAFATH_APP_KEY`,
    );
  if (!env.IDENTITY_HASH_KEY)
    need(
      'IDENTITY_HASH_KEY',
      'required in production: at least 32 random characters, kept for good (it tells one person from another)',
    );
  return problems;
}

/** Reads and validates the environment; throws a ConfigError that names every problem. */
export function loadConfig(env: Environment = process.env): Config {
  const given = stripEmpty(env);
  const parsed = environmentSchema.safeParse(given);
  const required = productionProblems(given);
  if (!parsed.success || required.length > 0) {
    const invalid = (parsed.error?.issues ?? []).map((issue) => ({
      name: issue.path.join('.'),
      message: issue.message,
    }));
    const problems = [...required, ...invalid].map((problem) => `  - ${problem.name}: ${problem.message}`);
    const heading = required.length > 0 ? 'Invalid configuration for production' : 'Invalid configuration';
    throw new ConfigError(`${heading}:\n${problems.join('\n')}`);
  }
  return toConfig(parsed.data);
}

/** `npm run staff:create` takes its values from arguments, or else from these variables. */
export function staffCommandEnvironment(env: Environment = process.env) {
  return {
    email: env.STAFF_EMAIL,
    name: env.STAFF_NAME,
    password: env.STAFF_PASSWORD,
    role: env.STAFF_ROLE,
  };
}

function stripEmpty(env: Environment): Environment {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}
