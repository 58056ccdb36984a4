// Safe by default: no known signing secret anywhere, the embedded demo's secret made once and
// kept private, the mailbox and /docs off where they do not belong.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { EMBEDDED_SECRET_FILE } from './platform/embedded-secret';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jenjang-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'x'.repeat(40);
const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/jenjang';

describe('JWT_SECRET', () => {
  it('is required in production, at least 32 characters', () => {
    const DATA_DIR = tempDataDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR })).toThrow(
      /JWT_SECRET is required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).auth.jwtSecret).toBe(SECRET);
  });

  it('is required with DATABASE_URL, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(() => loadConfig({ NODE_ENV, DATABASE_URL, DATA_DIR: tempDataDir() })).toThrow(
        /JWT_SECRET is required when DATABASE_URL is set/,
      );
    }
    expect(loadConfig({ DATABASE_URL, JWT_SECRET: SECRET }).auth.jwtSecret).toBe(SECRET);
  });

  it('embedded without one: a random secret made once under DATA_DIR (0600) and reused', () => {
    const DATA_DIR = tempDataDir();
    const first = loadConfig({ DATA_DIR }).auth.jwtSecret;
    const file = path.join(DATA_DIR, EMBEDDED_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(64);
    // A restart reads the same secret: sessions survive it.
    expect(loadConfig({ DATA_DIR }).auth.jwtSecret).toBe(first);
    // Another installation has a secret of its own.
    expect(loadConfig({ DATA_DIR: tempDataDir() }).auth.jwtSecret).not.toBe(first);
  });

  it('embedded: a secret file readable by others is made private; an empty one is refused', () => {
    const DATA_DIR = tempDataDir();
    const file = path.join(DATA_DIR, EMBEDDED_SECRET_FILE);
    writeFileSync(file, `${'k'.repeat(48)}\n`, { mode: 0o644 });
    expect(loadConfig({ DATA_DIR }).auth.jwtSecret).toBe('k'.repeat(48));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, 'short\n');
    expect(() => loadConfig({ DATA_DIR })).toThrow(/no usable secret/);
  });

  it('the API refuses to start with DATABASE_URL and no JWT_SECRET, saying why in one line', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL, LOG_LEVEL: 'silent' };
    delete env.JWT_SECRET;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Invalid configuration: JWT_SECRET is required when DATABASE_URL is set. ' +
        'Generate one with: openssl rand -base64 48',
    );
  });
});

describe('defaults that differ in production', () => {
  it('/docs: on outside production, off in production unless API_DOCS_ENABLED', () => {
    const DATA_DIR = tempDataDir();
    expect(loadConfig({ DATA_DIR }).docsEnabled).toBe(true);
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET };
    expect(loadConfig(production).docsEnabled).toBe(false);
    expect(loadConfig({ ...production, API_DOCS_ENABLED: 'true' }).docsEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR, API_DOCS_ENABLED: 'false' }).docsEnabled).toBe(false);
  });

  it('the development mailbox: embedded demo only, never with production or a real database', () => {
    const DATA_DIR = tempDataDir();
    expect(loadConfig({ DATA_DIR }).devMailbox).toBe(true);
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'production', JWT_SECRET: SECRET }).devMailbox).toBe(
      false,
    );
    expect(loadConfig({ DATABASE_URL, JWT_SECRET: SECRET }).devMailbox).toBe(false);
    expect(loadConfig({ DATA_DIR, SMTP_URL: 'smtp://127.0.0.1:2525' }).devMailbox).toBe(false);
  });
});
