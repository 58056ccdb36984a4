// Every environment variable the API reads, parsed once at start. Nothing else reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readOrCreateEmbeddedSecret } from './platform/embedded-secret';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_REPLICA_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  REDIS_URL: z.string().url().optional(),
  CORS_ORIGINS: z.string().default('http://localhost:3000'),
  PUBLIC_API_URL: z.string().url().default('http://localhost:4000'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** After SIGTERM, keep serving (not ready) this long so load balancers stop sending traffic. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /** 'memory': searches run on the process's in-memory index (docs/decisions/007); 'sql': in PostgreSQL. */
  SEARCH_ENGINE: z.enum(['memory', 'sql']).default('memory'),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Who may set X-Forwarded-For: 'loopback' (the web's proxy on this host) or comma-separated addresses/subnets. */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  /** The OpenAPI UI and document at /docs: on by default outside production, off in it. */
  API_DOCS_ENABLED: booleanFromEnv.optional(),
  WORKER_ENABLED: booleanFromEnv.default(true),
  // Accounts and sessions. JWT_SECRET signs access tokens (HS256) and keys the code hashes.
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_ISSUER: z.string().min(1).default('jenjang-api'),
  JWT_AUDIENCE: z.string().min(1).default('jenjang'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(30 * 24 * 3600),
  SESSION_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(90 * 24 * 3600),
  WEB_BASE_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Jenjang <no-reply@jenjang.test>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  RATE_LIMIT_AUTH_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  // Failed sign-ins (docs/decisions/010): per (account, address) pair, per account from clients
  // without a device token (the ceiling), per device token, per address; and the slowdown.
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT_AND_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_SIGN_IN_PER_DEVICE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGN_IN_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_SIGN_IN_DELAY_MAX_MS: z.coerce.number().int().min(0).max(10_000).default(3000),
  /** Password checks of a signed-in user (changing the password, deleting the account). */
  RATE_LIMIT_PASSWORD_CHECK_PER_USER: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGN_UP_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SIGN_UP_PER_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CODE_REQUEST_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_CODE_REQUEST_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_CODE_VERIFY_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CODE_VERIFY_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Uploaded files (CVs) on the local disk; defaults to `files` under DATA_DIR. */
  FILE_STORAGE_DIR: z.string().min(1).optional(),
  /** Anti-ghosting: an application nobody acted on for this many days expires. */
  APPLICATION_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_CV_UPLOAD_PER_USER: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CV_UPLOAD_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60_000),
  /** Where "book a demo" requests of the employer landing are mailed. */
  SALES_INBOX: z.email().default('sales@jenjang.test'),
  RATE_LIMIT_DEMO_REQUEST_PER_IP: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_DEMO_REQUEST_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60_000),
  /** A mentee cannot cancel an approved mentoring session later than this before it starts. */
  MENTORING_CANCEL_CUTOFF_HOURS: z.coerce.number().int().min(0).max(168).default(12),
  /** Where online mentoring sessions meet: a room name is added (e.g. a Jitsi server). */
  MENTORING_MEETING_BASE_URL: z.string().url().default('https://meet.jit.si'),
  /** A job reported by this many different people is hidden until an admin decides. */
  JOB_REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  RATE_LIMIT_JOB_REPORT_PER_USER: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_JOB_REPORT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60_000),
  // Payments (docs/decisions/024): which gateway new orders go to, and each gateway's address and
  // keys. Unset keys = that gateway is off (orders answer 503, its notifications 401).
  PAYMENT_GATEWAY: z.enum(['midtrans', 'xendit']).default('midtrans'),
  MIDTRANS_SNAP_URL: z.string().url().default('https://app.sandbox.midtrans.com'),
  MIDTRANS_API_URL: z.string().url().default('https://api.sandbox.midtrans.com'),
  MIDTRANS_SERVER_KEY: z.string().min(8).optional(),
  XENDIT_API_URL: z.string().url().default('https://api.xendit.co'),
  XENDIT_SECRET_KEY: z.string().min(8).optional(),
  XENDIT_CALLBACK_TOKEN: z.string().min(8).optional(),
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  RATE_LIMIT_PAYMENT_ORDER_PER_USER: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PAYMENT_ORDER_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60_000),
  /** CV analyses one person may start per window (each one costs a worker's time). */
  RATE_LIMIT_CV_REVIEW_PER_USER: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CV_REVIEW_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60_000),
  // An optional language model (any OpenAI-compatible chat endpoint) that may improve the CV
  // analyzer's rewrites; off unless the base URL and the model are set (decision 026).
  CV_REVIEW_LLM_BASE_URL: z.string().url().optional(),
  CV_REVIEW_LLM_MODEL: z.string().min(1).optional(),
  CV_REVIEW_LLM_API_KEY: z.string().min(1).optional(),
  /** Company logo and photo uploads per employer (each one writes a file). */
  RATE_LIMIT_COMPANY_IMAGE_UPLOAD_PER_USER: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_COMPANY_IMAGE_UPLOAD_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60_000),
});

/** Of SHUTDOWN_TIMEOUT_MS, what the drain leaves for closing the app, queue and database. */
export const SHUTDOWN_CLOSE_BUDGET_MS = 3_000;

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  database: {
    url: string | undefined;
    replicaUrl: string | undefined;
    poolSize: number;
    /** A query waiting longer than this for a connection fails with 503 (pg only). */
    connectTimeoutMs: number;
    /** PGlite data directory, used when `url` is unset. */
    embeddedDir: string;
  };
  redisUrl: string | undefined;
  corsOrigins: string[];
  publicApiUrl: string;
  requestTimeoutMs: number;
  shutdownTimeoutMs: number;
  shutdown: {
    /** Keep serving after SIGTERM while load balancers notice readyz failing. */
    graceMs: number;
    /** After the grace, a keep-alive connection idle this long is closed. */
    idleCloseMs: number;
  };
  rateLimit: { max: number; windowMs: number };
  /** Where searches run: the in-memory index (default) or PostgreSQL. */
  searchEngine: 'memory' | 'sql';
  /** Fastify's trustProxy: per-IP rate limits read the client address through these proxies only. */
  trustProxy: string[];
  /** Seed demo data into an empty database at start: on by default for the embedded database only. */
  seedDemoData: boolean;
  /** Serve the OpenAPI UI and document at /docs. */
  docsEnabled: boolean;
  /**
   * The development mailbox (mails stored and served at /v1/dev/mailbox to loopback clients):
   * only in the embedded demo outside production, and only without SMTP.
   */
  devMailbox: boolean;
  workerEnabled: boolean;
  auth: {
    jwtSecret: string;
    jwtIssuer: string;
    jwtAudience: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
    /** No refresh extends a session past this age: sign in again. */
    sessionMaxAgeSeconds: number;
  };
  /** The portal's public address; links in mails are built from it, never from a Host header. */
  webBaseUrl: string;
  mail: {
    /** smtp(s)://user:pass@host:port; unset = the development mailbox (or nothing in production). */
    smtpUrl: string | undefined;
    from: string;
  };
  google: {
    /** Unset = Google sign-in is off. */
    clientId: string | undefined;
    jwksUrl: string;
    /** Accepted `iss` values; the first is the canonical one stored with identities. */
    issuers: string[];
  };
  /** Per-account and per-IP limits of the sign-in, sign-up and code routes (one window). */
  authRateLimits: {
    windowMs: number;
    signIn: SignInLimits;
    /** Password checks per signed-in user (change password, delete account). */
    passwordCheckPerUser: number;
    signUp: AuthRateLimit;
    codeRequest: AuthRateLimit;
    codeVerify: AuthRateLimit;
  };
  fileStorage: {
    /** Root of the local-disk store of uploaded files. */
    localDir: string;
  };
  /** CV uploads per signed-in user and window (each upload writes a file). */
  cvUploadRateLimit: { perUser: number; windowMs: number };
  /** Company logo and photo uploads per employer and window. */
  companyImageUploadRateLimit: { perUser: number; windowMs: number };
  /** The employer landing's "book a demo": the sales inbox and a limit per client address. */
  demoRequests: { salesInbox: string; perIp: number; windowMs: number };
  jobReports: { hideThreshold: number; perUser: number; windowMs: number };
  applicationExpiryDays: number;
  mentoring: { cancelCutoffHours: number; meetingBaseUrl: string };
  payments: PaymentsConfig;
  cvReview: CvReviewConfig;
};

export type CvReviewConfig = {
  /** Analyses one person may start per window. */
  submitLimit: { perUser: number; windowMs: number };
  /** An OpenAI-compatible chat endpoint that may refine the analysis; null = built-in only. */
  languageModel: { baseUrl: string; model: string; apiKey: string | undefined } | null;
};

export type PaymentsConfig = {
  /** Where new orders are paid. */
  gateway: 'midtrans' | 'xendit';
  midtrans: { snapUrl: string; apiUrl: string; serverKey: string | undefined };
  xendit: { apiUrl: string; secretKey: string | undefined; callbackToken: string | undefined };
  timeoutMs: number;
  /** Orders one person may create per window (each one opens a transaction at the gateway). */
  orderLimit: { perUser: number; windowMs: number };
};

const NEW_SECRET_HINT = 'Generate one with: openssl rand -base64 48';

export type AuthRateLimit = { perEmail: number; perIp: number };

/** Failed sign-ins allowed per window, and the longest slowdown (docs/decisions/010). */
export type SignInLimits = {
  perAccountAndIp: number;
  /** The ceiling for clients without a device token: stops attacks spread over addresses. */
  perAccount: number;
  perDevice: number;
  perIp: number;
  maxDelayMs: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // Never a known secret: a deployment brings its own; the embedded demo makes one of its own.
  if (!e.JWT_SECRET && e.NODE_ENV === 'production') {
    throw new Error(
      `Invalid configuration: JWT_SECRET is required in production. ${NEW_SECRET_HINT}`,
    );
  }
  if (!e.JWT_SECRET && e.DATABASE_URL) {
    throw new Error(
      `Invalid configuration: JWT_SECRET is required when DATABASE_URL is set. ${NEW_SECRET_HINT}`,
    );
  }
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  const embedded = !e.DATABASE_URL;
  // Behind a load balancer (production) the default grace covers its health-check delay; on a
  // laptop nobody routes traffic, so Ctrl-C stops at once.
  const shutdownGraceMs = e.SHUTDOWN_GRACE_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 0);
  if (shutdownGraceMs > 0 && shutdownGraceMs > e.SHUTDOWN_TIMEOUT_MS - SHUTDOWN_CLOSE_BUDGET_MS) {
    throw new Error(
      `Invalid configuration: SHUTDOWN_GRACE_MS must leave ${SHUTDOWN_CLOSE_BUDGET_MS} ms of SHUTDOWN_TIMEOUT_MS`,
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: {
      url: e.DATABASE_URL,
      replicaUrl: e.DATABASE_REPLICA_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      embeddedDir: path.join(dataDir, 'pglite'),
    },
    redisUrl: e.REDIS_URL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicApiUrl: e.PUBLIC_API_URL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdown: { graceMs: shutdownGraceMs, idleCloseMs: 1_000 },
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    searchEngine: e.SEARCH_ENGINE,
    trustProxy: e.TRUST_PROXY.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    seedDemoData: e.SEED_DEMO_DATA ?? embedded,
    docsEnabled: e.API_DOCS_ENABLED ?? e.NODE_ENV !== 'production',
    devMailbox: embedded && e.NODE_ENV !== 'production' && !e.SMTP_URL,
    workerEnabled: e.WORKER_ENABLED,
    auth: {
      // Embedded demo without JWT_SECRET: a random secret made once, kept under DATA_DIR (0600).
      jwtSecret: e.JWT_SECRET ?? readOrCreateEmbeddedSecret(dataDir),
      jwtIssuer: e.JWT_ISSUER,
      jwtAudience: e.JWT_AUDIENCE,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      sessionMaxAgeSeconds: e.SESSION_MAX_AGE_SECONDS,
    },
    webBaseUrl: e.WEB_BASE_URL.replace(/\/+$/, ''),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuers: e.GOOGLE_ISSUERS.split(',')
        .map((issuer) => issuer.trim())
        .filter(Boolean),
    },
    authRateLimits: {
      windowMs: e.RATE_LIMIT_AUTH_WINDOW_MS,
      signIn: {
        perAccountAndIp: e.RATE_LIMIT_SIGN_IN_PER_ACCOUNT_AND_IP,
        perAccount: e.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
        perDevice: e.RATE_LIMIT_SIGN_IN_PER_DEVICE,
        perIp: e.RATE_LIMIT_SIGN_IN_PER_IP,
        maxDelayMs: e.RATE_LIMIT_SIGN_IN_DELAY_MAX_MS,
      },
      passwordCheckPerUser: e.RATE_LIMIT_PASSWORD_CHECK_PER_USER,
      signUp: { perEmail: e.RATE_LIMIT_SIGN_UP_PER_EMAIL, perIp: e.RATE_LIMIT_SIGN_UP_PER_IP },
      codeRequest: {
        perEmail: e.RATE_LIMIT_CODE_REQUEST_PER_EMAIL,
        perIp: e.RATE_LIMIT_CODE_REQUEST_PER_IP,
      },
      codeVerify: {
        perEmail: e.RATE_LIMIT_CODE_VERIFY_PER_EMAIL,
        perIp: e.RATE_LIMIT_CODE_VERIFY_PER_IP,
      },
    },
    fileStorage: {
      localDir: path.resolve(REPO_ROOT, e.FILE_STORAGE_DIR ?? path.join(e.DATA_DIR, 'files')),
    },
    cvUploadRateLimit: {
      perUser: e.RATE_LIMIT_CV_UPLOAD_PER_USER,
      windowMs: e.RATE_LIMIT_CV_UPLOAD_WINDOW_MS,
    },
    companyImageUploadRateLimit: {
      perUser: e.RATE_LIMIT_COMPANY_IMAGE_UPLOAD_PER_USER,
      windowMs: e.RATE_LIMIT_COMPANY_IMAGE_UPLOAD_WINDOW_MS,
    },
    demoRequests: {
      salesInbox: e.SALES_INBOX,
      perIp: e.RATE_LIMIT_DEMO_REQUEST_PER_IP,
      windowMs: e.RATE_LIMIT_DEMO_REQUEST_WINDOW_MS,
    },
    applicationExpiryDays: e.APPLICATION_EXPIRY_DAYS,
    mentoring: {
      cancelCutoffHours: e.MENTORING_CANCEL_CUTOFF_HOURS,
      meetingBaseUrl: e.MENTORING_MEETING_BASE_URL.replace(/\/+$/, ''),
    },
    jobReports: {
      hideThreshold: e.JOB_REPORT_HIDE_THRESHOLD,
      perUser: e.RATE_LIMIT_JOB_REPORT_PER_USER,
      windowMs: e.RATE_LIMIT_JOB_REPORT_WINDOW_MS,
    },
    cvReview: {
      submitLimit: {
        perUser: e.RATE_LIMIT_CV_REVIEW_PER_USER,
        windowMs: e.RATE_LIMIT_CV_REVIEW_WINDOW_MS,
      },
      languageModel:
        e.CV_REVIEW_LLM_BASE_URL && e.CV_REVIEW_LLM_MODEL
          ? {
              baseUrl: e.CV_REVIEW_LLM_BASE_URL.replace(/\/+$/, ''),
              model: e.CV_REVIEW_LLM_MODEL,
              apiKey: e.CV_REVIEW_LLM_API_KEY,
            }
          : null,
    },
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      midtrans: {
        snapUrl: e.MIDTRANS_SNAP_URL.replace(/\/+$/, ''),
        apiUrl: e.MIDTRANS_API_URL.replace(/\/+$/, ''),
        serverKey: e.MIDTRANS_SERVER_KEY,
      },
      xendit: {
        apiUrl: e.XENDIT_API_URL.replace(/\/+$/, ''),
        secretKey: e.XENDIT_SECRET_KEY,
        callbackToken: e.XENDIT_CALLBACK_TOKEN,
      },
      timeoutMs: e.PAYMENT_GATEWAY_TIMEOUT_MS,
      orderLimit: {
        perUser: e.RATE_LIMIT_PAYMENT_ORDER_PER_USER,
        windowMs: e.RATE_LIMIT_PAYMENT_ORDER_WINDOW_MS,
      },
    },
  };
}
