// (deps) => FastifyInstance. main.ts wires real collaborators; tests pass their own and use inject.
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Clock } from './platform/clock';
import type { DatabaseHandle } from './platform/db';
import { drainPlugin } from './platform/drain';
import { answerFrameworkError, errorPlugin } from './platform/error-plugin';
import { parseQueryString } from './platform/querystring';
import { textGuardPlugin } from './platform/text-guard';
import { requestContextPlugin, requestIdFrom } from './platform/request-context';
import { docsContentSecurityPolicy, securityHeadersPlugin } from './platform/security-headers';
import { authGuardPlugin } from './platform/auth-guard';
import { prepareDummyHash } from './platform/passwords';
import { createLocalFileStorage, type FileStorage } from './platform/file-storage';
import type { Mailer } from './platform/mailer';
import { payloadSealingKey } from './platform/sealed-payload';
import { createAttemptCounter } from './platform/attempt-counter';
import { counterRateLimitStore } from './platform/rate-limit-store';
import { createSealedRequests } from './modules/auth/emailed-codes';
import { deliverSignUpJob } from './modules/auth/jobs/deliver-sign-up';
import { sendEmailedCodeJob } from './modules/auth/jobs/send-emailed-code';
import { createSignInThrottle } from './modules/auth/sign-in-throttle';
import { authRoutes } from './modules/auth/auth.routes';
import { createGoogleTokenVerifier } from './modules/auth/google';
import { authenticateAccessToken } from './modules/auth/sessions.service';
import { usersRoutes } from './modules/auth/users.routes';
import { createConfiguredMailer } from './modules/mail/configured-mailer';
import { createMailOutbox } from './modules/mail/mail-outbox';
import { devMailboxRoutes } from './modules/mail/mail.routes';
import { studentsRoutes } from './modules/students/students.routes';
import { studentCvRoutes } from './modules/students/cv/cv.routes';
import { employerRoutes } from './modules/employer/employer.routes';
import { employerCompanyRoutes } from './modules/employer/company.routes';
import { companyProfileRoutes } from './modules/employer/company-profile.routes';
import { employerJobsRoutes } from './modules/employer/employer-jobs.routes';
import { featureFlagsRoutes } from './modules/feature-flags/feature-flags.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobDetailRoutes } from './modules/jobs/detail/detail.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { savedJobsRoutes } from './modules/jobs/saved/saved.routes';
import { sitemapRoutes } from './modules/jobs/sitemap/sitemap.routes';
import { taxonomyRoutes } from './modules/taxonomy/taxonomy.routes';
import { createSearchDeps, type SearchDeps } from './modules/jobs/search/job-search';
import { applyRoutes } from './modules/applications/apply.routes';
import { employerApplicationsRoutes } from './modules/applications/employer.routes';
import { pipelineRoutes } from './modules/pipeline/pipeline.routes';
import { myApplicationsRoutes } from './modules/applications/my-applications.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { mentorsRoutes } from './modules/mentoring/mentors.routes';
import { mentoringTaxonomyRoutes } from './modules/mentoring/taxonomy.routes';
import { mentorProfileRoutes } from './modules/mentoring/mentor-profile.routes';
import { mentorScheduleRoutes } from './modules/mentoring/schedule.routes';
import { createConfiguredGateways } from './modules/payments/configured-gateways';
import type { PaymentHooks } from './modules/payments/orders.service';
import { paymentPublicRoutes, paymentsRoutes } from './modules/payments/payments.routes';
import { sessionsRoutes } from './modules/mentoring/sessions.routes';
import { cvReviewRoutes } from './modules/cv-review/cv-review.routes';
import { analyseCvJob } from './modules/cv-review/cv-review.job';
import {
  createConfiguredRefiner,
  createCvReviewEngine,
} from './modules/cv-review/cv-review.engine';
import type { CvReviewEngine } from './modules/cv-review/cv-review.run';
import { inlineDispatcher, type JobDispatcher } from './platform/jobs';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** Shared store for rate limits across instances; in-memory limits without it. */
  redis?: Redis | undefined;
  isShuttingDown?: () => boolean;
  /**
   * Where jobs of requests go (mail outbox, emailed codes, CV analyses): `queueDispatcher(queue)`
   * in the API; without one they run in this process right after the request.
   */
  jobs?: JobDispatcher | undefined;
  /** Defaults to the configured one (SMTP, development mailbox, or discard in production). */
  mailer?: Mailer | undefined;
  /** Uploaded files (CVs); defaults to the local disk under config.fileStorage.localDir. */
  fileStorage?: FileStorage | undefined;
  /** pino options or false; tests usually pass false. */
  logger?: boolean | Record<string, unknown>;
  /** How a slowed-down sign-in waits; defaults to a timer. Tests pass one that records. */
  pause?: ((ms: number) => Promise<void>) | undefined;
  /** Job search with settings of its own (benchmarks); built from config.searchEngine otherwise. */
  search?: SearchDeps | undefined;
  /** Test seams of payment notifications (the kill-midway tests); none in production. */
  paymentHooks?: PaymentHooks | undefined;
  /** CV extraction and analysis; the real ones by default. */
  cvReviewEngine?: CvReviewEngine | undefined;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    // Close idle keep-alive sockets on shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // The longest path parameter any contract accepts (a job slug, 200 characters).
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First, so that every answer carries them, refusals of the hooks below included.
  await app.register(securityHeadersPlugin, { production: config.env === 'production' });
  await app.register(errorPlugin);
  await app.register(textGuardPlugin);
  await app.register(drainPlugin);
  await app.register(requestContextPlugin, { requestTimeoutMs: config.requestTimeoutMs });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['x-request-id', 'retry-after'],
    // An OPTIONS request that is not a browser's preflight gets an empty 204 (no CORS headers
    // for an unknown origin), not the plugin's plain-text 400 outside the error envelope.
    strictPreflight: false,
  });
  // Every limit counts in one store: Redis when configured (this process's memory while Redis
  // cannot be reached), memory otherwise. Failed sign-ins are counted there too.
  const attempts = createAttemptCounter({ redis: deps.redis, clock, log: app.log });
  await app.register(rateLimit, {
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    store: counterRateLimitStore(attempts, config.rateLimit.windowMs),
    // Health probes come from the load balancer, not from people.
    allowList: (request) => request.url === '/healthz' || request.url === '/readyz',
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Jenjang API',
        description: 'Career portal for Indonesia: jobs, applications, mentoring, CV review.',
        version: '0.1.0',
      },
      servers: [{ url: config.publicApiUrl }],
      tags: [
        { name: 'platform', description: 'Health, readiness, feature flags' },
        { name: 'jobs', description: 'Job search, detail and discovery' },
        { name: 'taxonomy', description: 'Cities, industries, role categories and roles' },
        { name: 'seo', description: 'Data for sitemaps' },
        { name: 'auth', description: 'Accounts, sessions, passwords, personal data' },
        { name: 'students', description: "The job seeker's profile, onboarding and activity" },
        { name: 'applications', description: 'Applying to jobs and following the applications' },
        {
          name: 'employer',
          description: 'Employers: book a demo, their company, team, jobs and applicants',
        },
        { name: 'notifications', description: 'In-app notifications (the bell)' },
        { name: 'companies', description: 'Company pages and exploring companies' },
        {
          name: 'moderation',
          description: 'Reporting jobs; the admin review of jobs and companies',
        },
        {
          name: 'mentoring',
          description:
            'Mentors, their schedules and free slots, taxonomy, sessions (/v2/mentoring)',
        },
        {
          name: 'payments',
          description:
            'Products, orders paid at Midtrans or Xendit, credits, gateway notifications',
        },
        { name: 'cv-review', description: 'The CV analyzer: analyses, their reports, unlocking' },
        { name: 'dev', description: 'Development helpers (embedded demo only, this machine only)' },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document is built either way (tests and the fuzz suite read app.swagger()); it is served
  // at /docs only where enabled: in production it maps the attack surface for anyone.
  if (config.docsEnabled) {
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: docsContentSecurityPolicy(config.publicApiUrl),
    });
  }

  // The auth guard comes before every route, so any area can use app.authenticate.
  const mailer = deps.mailer ?? createConfiguredMailer(config, database.db, app.log);
  const sealingKey = payloadSealingKey(config.auth.jwtSecret);
  const jobs = deps.jobs ?? inlineDispatcher(app.log);
  const outbox = createMailOutbox({ jobs, mailer, sealingKey });
  const deliveryDeps = { db: database.db, clock, config, mailer, sealingKey };
  const codeRequests = createSealedRequests({
    jobs,
    job: sendEmailedCodeJob(deliveryDeps),
    sealingKey,
  });
  const signUpRequests = createSealedRequests({
    jobs,
    job: deliverSignUpJob(deliveryDeps),
    sealingKey,
  });
  const signInThrottle = createSignInThrottle({
    counter: attempts,
    limits: config.authRateLimits.signIn,
    windowMs: config.authRateLimits.windowMs,
  });
  const pause =
    deps.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const google = config.google.clientId
    ? createGoogleTokenVerifier({ ...config.google, clientId: config.google.clientId })
    : null;
  const fileStorage = deps.fileStorage ?? createLocalFileStorage(config.fileStorage.localDir);
  const authDeps = {
    db: database.db,
    clock,
    config,
    outbox,
    codeRequests,
    signUpRequests,
    google,
    fileStorage,
    signInThrottle,
    pause,
  };
  void prepareDummyHash();
  await app.register(authGuardPlugin, {
    verifyAccessToken: (token: string) => authenticateAccessToken(authDeps, token),
  });

  await app.register(healthRoutes, {
    deps: { database, isShuttingDown: deps.isShuttingDown ?? (() => false) },
  });
  await app.register(featureFlagsRoutes, { deps: { db: database.db } });
  const search =
    deps.search ??
    createSearchDeps({ db: database.db, clock, log: app.log }, { engine: config.searchEngine });
  await app.register(jobsRoutes, { deps: search });

  await app.register(authRoutes, { deps: authDeps });
  await app.register(usersRoutes, { deps: authDeps });
  await app.register(studentsRoutes, {
    deps: { db: database.db, replica: database.replica, clock },
  });
  await app.register(studentCvRoutes, {
    deps: {
      db: database.db,
      clock,
      fileStorage,
      log: app.log,
      uploadLimit: config.cvUploadRateLimit,
    },
  });
  if (config.devMailbox) {
    await app.register(devMailboxRoutes, { deps: { db: database.db } });
  }
  await app.register(jobDetailRoutes, { deps: { db: database.db, clock } });
  await app.register(taxonomyRoutes, {
    deps: { db: database.db, clock, lookups: search.lookups },
  });
  await app.register(sitemapRoutes, { deps: { db: database.db, clock } });
  await app.register(savedJobsRoutes, { deps: { db: database.db, clock } });
  await app.register(employerRoutes, {
    deps: {
      db: database.db,
      clock,
      outbox,
      salesInbox: config.demoRequests.salesInbox,
      demoRequestLimit: config.demoRequests,
    },
  });
  const applicationDeps = {
    db: database.db,
    clock,
    outbox,
    webBaseUrl: config.webBaseUrl,
    fileStorage,
    log: app.log,
  };
  await app.register(applyRoutes, { deps: applicationDeps });
  await app.register(myApplicationsRoutes, { deps: applicationDeps });
  await app.register(employerApplicationsRoutes, { deps: applicationDeps });
  await app.register(employerJobsRoutes, { deps: applicationDeps });
  await app.register(pipelineRoutes, { deps: applicationDeps });
  await app.register(notificationsRoutes, { deps: { db: database.db, clock } });
  await app.register(companiesRoutes, { deps: { db: database.db, clock } });
  await app.register(moderationRoutes, {
    deps: {
      db: database.db,
      clock,
      hideThreshold: config.jobReports.hideThreshold,
      reportLimit: config.jobReports,
    },
  });
  await app.register(employerCompanyRoutes, {
    deps: {
      db: database.db,
      clock,
      outbox,
      webBaseUrl: config.webBaseUrl,
      invitationLimit: { max: 20, windowMs: 3_600_000 },
    },
  });
  const mentoringDeps = { db: database.db, clock };
  await app.register(mentorsRoutes, { deps: mentoringDeps });
  await app.register(mentoringTaxonomyRoutes, { deps: mentoringDeps });
  await app.register(mentorProfileRoutes, { deps: mentoringDeps });
  await app.register(mentorScheduleRoutes, { deps: mentoringDeps });
  const paymentsDeps = {
    db: database.db,
    clock,
    outbox,
    webBaseUrl: config.webBaseUrl,
    gateways: createConfiguredGateways(config),
    log: app.log,
    hooks: deps.paymentHooks,
  };
  await app.register(paymentsRoutes, {
    deps: { ...paymentsDeps, orderLimit: config.payments.orderLimit },
  });
  await app.register(paymentPublicRoutes, { deps: paymentsDeps });
  await app.register(sessionsRoutes, {
    deps: {
      db: database.db,
      clock,
      outbox,
      webBaseUrl: config.webBaseUrl,
      fileStorage,
      log: app.log,
      cancelCutoffHours: config.mentoring.cancelCutoffHours,
      meetingBaseUrl: config.mentoring.meetingBaseUrl,
    },
  });
  // Analyses run in the worker (background-jobs.ts) through the queue, in-process without one.
  const analyseCv = analyseCvJob({
    db: database.db,
    clock,
    fileStorage,
    engine: deps.cvReviewEngine ?? createCvReviewEngine(),
    refiner: createConfiguredRefiner(config.cvReview),
    log: app.log,
  });
  await app.register(cvReviewRoutes, {
    deps: {
      db: database.db,
      clock,
      fileStorage,
      log: app.log,
      submitLimit: config.cvReview.submitLimit,
      startAnalysis: (reviewId) => jobs.dispatch(analyseCv, { reviewId }),
    },
  });
  await app.register(companyProfileRoutes, {
    deps: {
      db: database.db,
      clock,
      fileStorage,
      log: app.log,
      uploadLimit: config.companyImageUploadRateLimit,
    },
  });

  return app;
}
