import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { ReadReplicas } from './db/read-replicas.js';
import { createIdentityVerifier } from './lib/identity/index.js';
import { createBrokerLicenceVerifier } from './lib/broker-licence/index.js';
import { createPaymentGateway } from './lib/payments/index.js';
import { ownOrigin } from './lib/own-origin.js';
import { receiveMoyasarWebhook } from '#contract/endpoints/payments.js';
import { createAdLicenseVerifier, type AdLicenseVerifier } from './lib/ad-licence/index.js';
import type { AppDeps } from './deps.js';
import { declareWebsiteAccess } from './lib/auth/route-access.js';
import type { Clock } from './lib/clock.js';
import { createDrain } from './lib/drain.js';
import { createEmailSender, type EmailSender } from './lib/email/index.js';
import { createJobRunner } from './lib/jobs/job-runner.js';
import { answerClientError, sendError } from './lib/error-handler.js';
import { createImageConverter } from './lib/images.js';
import { loggerOptions } from './lib/logger.js';
import { observeApp } from './lib/metrics/app-gauges.js';
import { countDeliveries } from './lib/metrics/count-deliveries.js';
import { createMetrics } from './lib/metrics/metrics.js';
import { clearListCacheOnWrites, createListCache } from './lib/list-cache.js';
import { createPublicReads } from './lib/public-reads.js';
import type { Secrets } from './lib/secrets.js';
import { createSmsSender, type SmsSender } from './lib/sms/index.js';
import { createStorage } from './lib/storage/create-storage.js';
import type { FileStorage } from './lib/storage/storage.js';
import { validatorCompiler } from './lib/validation.js';
import './lib/fastify-types.js';
import { requireEndpoints } from './lib/endpoint-routes.js';
import { accountRoutes } from './modules/account/index.js';
import { agentRoutes } from './modules/agents/index.js';
import { clientErrorRoutes } from './modules/client-errors/index.js';
import { companyRoutes } from './modules/company/index.js';
import { bootstrapBackOffice, dashboardRoutes } from './modules/dashboard/index.js';
import type { DashboardRoute } from './modules/dashboard/index.js';
import { healthRoutes, probeRoutes } from './modules/health/index.js';
import { defineJobs } from './modules/jobs/index.js';
import { lookupRoutes } from './modules/lookups/index.js';
import { mapTileRoutes } from './modules/map-tiles/index.js';
import { messageRoutes } from './modules/messages/index.js';
import { createNotificationHub, notificationRoutes } from './modules/notifications/index.js';
import { officeCreditRoutes, paymentRoutes } from './modules/payments/index.js';
import { savedSearchRoutes } from './modules/saved-searches/index.js';
import { identityRoutes } from './modules/identity/index.js';
import { insightRoutes } from './modules/insights/index.js';
import { leadRoutes } from './modules/leads/index.js';
import { officeRoutes } from './modules/offices/index.js';
import { feedRoutes } from './modules/feeds/index.js';
import { propertyRoutes } from './modules/properties/index.js';
import { adActivityRoutes, createActivityRecorder } from './modules/ad-activity/index.js';
import { adLicenceRoutes } from './modules/ad-licences/index.js';
import { recentlyViewedRoutes } from './modules/recently-viewed/index.js';
import { PUSH_QUEUE, countPushDeliveries, createPushService, pushRoutes } from './modules/push/index.js';
import { connectModules } from './connect-modules.js';
import { reviewRoutes } from './modules/reviews/index.js';
import { seoRoutes } from './modules/seo/index.js';
import { reportRoutes } from './modules/reports/index.js';
import { supportRoutes } from './modules/support/index.js';
import { testimonialRoutes } from './modules/testimonials/index.js';
import { closeWhenDraining } from './plugins/close-when-draining.js';
import { compression } from './plugins/compression.js';
import { docs } from './plugins/docs.js';
import { httpMetrics } from './plugins/http-metrics.js';
import { metricsEndpoint } from './plugins/metrics-endpoint.js';
import { requestContext } from './plugins/request-context.js';
import { slowBodies } from './plugins/slow-bodies.js';
import { security } from './plugins/security.js';
import { uploads } from './plugins/uploads.js';
import { web } from './plugins/web.js';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  secrets: Secrets;
  sms?: SmsSender;
  email?: EmailSender;
  storage?: FileStorage;
  /** Where logs go; stdout when not given. */
  logStream?: NodeJS.WritableStream;
  /** How Web Push requests are made (tests route them to a local push service). */
  pushFetch?: typeof fetch;
  /** Who answers for ad licences; from the config when not given. */
  adLicences?: AdLicenseVerifier;
}

const REQUEST_ID = /^[\w.-]{8,64}$/;

/** Builds the whole server (plugins, error handler, modules) without listening. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    // Slow clients: headers (checked every 5 s), the whole request, idle keep-alive connections;
    // a body trickling in is closed sooner by the slowBodies plugin.
    http: { headersTimeout: config.timeouts.headersMs, connectionsCheckingInterval: 5_000 },
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Loading the server renderer of a large web build can pass Fastify's 10 s on a busy machine.
    pluginTimeout: 60_000,
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    clientErrorHandler: answerClientError,
  });

  const core = {
    config,
    database: options.database,
    db: options.database.db,
    clock: options.clock,
    log: app.log,
  };
  const metrics = createMetrics({ enabled: config.metrics.enabled });
  const jobs = createJobRunner(core);
  const push = await createPushService(
    core,
    countPushDeliveries(options.pushFetch ?? fetch, metrics, config.push.serviceHosts),
  );
  const live = createNotificationHub(core, () => jobs.wake(PUSH_QUEUE));
  const images = createImageConverter(config.imageConversions);
  const { urls, maxLagSeconds } = config.readReplicas;
  const replicas =
    urls.length > 0 && options.database.kind === 'postgres'
      ? new ReadReplicas(options.database, urls, { maxLagSeconds, log: app.log })
      : undefined;
  observeApp(metrics, { database: options.database, replicas, live, jobs, images });
  const listCache = createListCache(config, options.clock);
  const reads = createPublicReads(() => deps, listCache, replicas, maxLagSeconds);
  const gateway = createPaymentGateway(config, {
    clock: options.clock,
    log: app.log,
    webhookUrl: () => `${ownOrigin(app, config.publicUrl)}${receiveMoyasarWebhook.path}`,
  });
  const deps: AppDeps = {
    ...core,
    secrets: options.secrets,
    sms: countDeliveries(options.sms ?? createSmsSender(config, options.clock, app.log), 'sms', metrics),
    email: countDeliveries(options.email ?? createEmailSender(config, options.clock), 'email', metrics),
    storage: options.storage ?? (await createStorage(config.storage, app.log)),
    images,
    listCache,
    reads,
    replicas,
    activity: createActivityRecorder(core),
    live,
    push,
    jobs,
    adLicences: options.adLicences ?? createAdLicenseVerifier(config, options.clock),
    identity: createIdentityVerifier(config),
    brokerLicences: createBrokerLicenceVerifier(config, options.clock),
    gateway,
    drain: createDrain(),
    metrics,
  };
  app.decorate('deps', deps);
  const dashboardRouteTable: DashboardRoute[] = [];
  app.decorate('dashboardRoutes', dashboardRouteTable);
  declareWebsiteAccess(app);
  await bootstrapBackOffice(deps);
  connectModules();
  defineJobs(deps);
  // Open streams end before the server waits for its connections; the listener stops after.
  app.addHook('preClose', async () => live.endStreams());
  app.addHook('onClose', async () => {
    await deps.activity.close();
    await jobs.stop();
    await live.close();
    await push.close();
    await replicas?.close();
    if (!options.storage) deps.storage.close();
    await gateway.close();
  });
  const listCacheBus = clearListCacheOnWrites(app, listCache, core);
  reads.readYourWrites(app, { secure: config.publicUrl.startsWith('https:') });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(sendError);
  // The API speaks JSON (and multipart on upload routes); a text body is a wrong content type.
  app.removeContentTypeParser('text/plain');

  await app.register(httpMetrics);
  await app.register(closeWhenDraining);
  await app.register(requestContext);
  await app.register(slowBodies);
  await app.register(security);
  await app.register(compression);
  await app.register(uploads);
  await app.register(docs, { publicUrl: config.publicUrl, contactEmail: config.company.email });
  await app.register(
    async (api) => {
      requireEndpoints(api);
      await api.register(healthRoutes);
      await api.register(accountRoutes, { prefix: '/website/account' });
      await api.register(lookupRoutes, { prefix: '/website' });
      await api.register(propertyRoutes, { prefix: '/website/property' });
      await api.register(adActivityRoutes, { prefix: '/website/property/activity' });
      await api.register(adLicenceRoutes, { prefix: '/website/ad-licence' });
      await api.register(agentRoutes, { prefix: '/website/agents' });
      await api.register(supportRoutes, { prefix: '/website/support' });
      await api.register(clientErrorRoutes, { prefix: '/website/client-errors' });
      await api.register(messageRoutes, { prefix: '/website/messages' });
      await api.register(reviewRoutes, { prefix: '/website/reviews' });
      await api.register(reportRoutes, { prefix: '/website/reports' });
      await api.register(notificationRoutes, { prefix: '/website/notifications' });
      await api.register(pushRoutes, { prefix: '/website/notifications' });
      await api.register(savedSearchRoutes, { prefix: '/website/saved-searches' });
      await api.register(paymentRoutes, { prefix: '/website/payments' });
      await api.register(identityRoutes, { prefix: '/website/identity' });
      await api.register(officeRoutes, { prefix: '/website/offices' });
      await api.register(insightRoutes, { prefix: '/website' });
      await api.register(leadRoutes, { prefix: '/website' });
      await api.register(feedRoutes, { prefix: '/website/offices' });
      await api.register(officeCreditRoutes, { prefix: '/website/offices' });
      await api.register(companyRoutes, { prefix: '/website' });
      await api.register(mapTileRoutes, { prefix: '/website' });
      await api.register(testimonialRoutes, { prefix: '/website/testimonials' });
      await api.register(recentlyViewedRoutes, { prefix: '/website/recently-viewed' });
      await api.register(dashboardRoutes, { prefix: '/dashboard', routeTable: dashboardRouteTable });
    },
    { prefix: '/api' },
  );
  await app.register(probeRoutes);
  await app.register(metricsEndpoint);
  await app.register(seoRoutes);
  await app.register(web);
  // Jobs and LISTEN last, so a failure above leaves no worker or connection behind.
  await options.database.oneAtATime(() => jobs.start());
  await live.start();
  await listCacheBus.start();
  await replicas?.start();
  return app;
}
