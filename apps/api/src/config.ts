// Every environment variable the API reads, parsed once at start. Nothing else reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  REDIS_URL: z.string().url().optional(),
  CORS_ORIGINS: z.string().default('http://localhost:3000'),
  PUBLIC_API_URL: z.string().url().default('http://localhost:4000'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  WORKER_ENABLED: booleanFromEnv.default(true),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  database: {
    url: string | undefined;
    replicaUrl: string | undefined;
    poolSize: number;
    /** PGlite data directory, used when `url` is unset. */
    embeddedDir: string;
  };
  redisUrl: string | undefined;
  corsOrigins: string[];
  publicApiUrl: string;
  requestTimeoutMs: number;
  shutdownTimeoutMs: number;
  rateLimit: { max: number; windowMs: number };
  /** Seed demo data into an empty database at start: on by default for the embedded database only. */
  seedDemoData: boolean;
  workerEnabled: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: {
      url: e.DATABASE_URL,
      replicaUrl: e.DATABASE_REPLICA_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      embeddedDir: path.join(path.resolve(REPO_ROOT, e.DATA_DIR), 'pglite'),
    },
    redisUrl: e.REDIS_URL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicApiUrl: e.PUBLIC_API_URL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    seedDemoData: e.SEED_DEMO_DATA ?? !e.DATABASE_URL,
    workerEnabled: e.WORKER_ENABLED,
  };
}
