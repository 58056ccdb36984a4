// Builds the web app when it has never been built or its sources changed since the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.next') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function webNeedsBuild() {
  const buildId = path.join(repoRoot, 'apps/web/.next/BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  const sources = [
    'apps/web/src',
    'apps/web/messages',
    'apps/web/public',
    'apps/web/next.config.ts',
    'apps/web/package.json',
    'packages/domain/src',
  ];
  return sources.some((entry) => {
    const full = path.join(repoRoot, entry);
    if (!existsSync(full)) return false;
    return (statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs) > builtAt;
  });
}

export function buildWebIfNeeded() {
  if (!webNeedsBuild()) return;
  console.log('Building the web app (first run or changed sources)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@jenjang/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`web build failed (exit ${build.status})`);
}
