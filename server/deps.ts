import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { AdLicenseVerifier } from './lib/ad-licence/index.js';
import type { IdentityVerifier } from './lib/identity/index.js';
import type { BrokerLicenceVerifier } from './lib/broker-licence/index.js';
import type { PaymentGateway } from './lib/payments/index.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { ReadReplicas } from './db/read-replicas.js';
import type { Answers } from './lib/answer-cache.js';
import type { PublicReads } from './lib/public-reads.js';
import type { Clock } from './lib/clock.js';
import type { Drain } from './lib/drain.js';
import type { EmailSender } from './lib/email/index.js';
import type { ImageConverter } from './lib/images.js';
import type { JobRunner } from './lib/jobs/job-runner.js';
import type { Metrics } from './lib/metrics/metrics.js';
import type { Secrets } from './lib/secrets.js';
import type { SmsSender } from './lib/sms/index.js';
import type { FileStorage } from './lib/storage/storage.js';
import type { NotificationHub } from './modules/notifications/index.js';
import type { PushService } from './modules/push/index.js';
import type { ActivityRecorder } from './modules/ad-activity/index.js';

/** What use cases need from the outside world; tests pass their own clock and data folder. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  secrets: Secrets;
  sms: SmsSender;
  /** Password reset codes for staff without a phone. */
  email: EmailSender;
  storage: FileStorage;
  /** Every image upload's checks and conversion, a bounded number at once (ADR 0029). */
  images: ImageConverter;
  /** Anonymous catalogue lists, emptied by every successful write. */
  listCache: Answers;
  /** Where public reads run: a read replica when there are any, else the primary (ADR 0037). */
  reads: PublicReads;
  /** The read replicas (DATABASE_READ_URLS), their state for `/readyz`; absent without any. */
  replicas?: ReadReplicas | undefined;
  /** What visitors do to ads (views, impressions, taps…), gathered and written in batches (ADR 0040). */
  activity: ActivityRecorder;
  log: FastifyBaseLogger;
  /** Open notification streams of this process, fed by LISTEN/NOTIFY. */
  live: NotificationHub;
  /** Web Push of new notifications (sent by jobs of the `push` queue). */
  push: PushService;
  /** Background jobs in the database: broadcasts, pushes, purges (ADR 0013). */
  jobs: JobRunner;
  /** Asks the authority (REGA) about ad licences; the development verifier outside production. */
  adLicences: AdLicenseVerifier;
  /** Verifies identities through Nafath; the development verifier outside production (ADR 0038). */
  identity: IdentityVerifier;
  /** Asks the authority (REGA) about FAL brokerage licences (ADR 0039). */
  brokerLicences: BrokerLicenceVerifier;
  /** Takes payments for paid visibility (Moyasar when configured; ADR 0041). */
  gateway: PaymentGateway;
  /** Set when shutdown starts (SIGTERM/SIGINT): `/readyz` answers 503 from then on. */
  drain: Drain;
  /** This server's Prometheus registry; `metrics.gauge(...)` adds a gauge read at each scrape. */
  metrics: Metrics;
}
