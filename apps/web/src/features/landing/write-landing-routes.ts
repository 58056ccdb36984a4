// Writes app/[locale]/(site)/(landing)/<slug>/page.tsx for every landing page and removes the
// folders of pages that no longer exist. See landing-route-files.ts for why.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expectedLandingRouteFiles, LANDING_ROUTE_GROUP } from './landing-route-files';

const groupDir = fileURLToPath(
  new URL(`../../app/[locale]/(site)/${LANDING_ROUTE_GROUP}/`, import.meta.url),
);
const expected = expectedLandingRouteFiles();

mkdirSync(groupDir, { recursive: true });
// Folders only: the group's own files (loading.tsx) stay.
for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
  if (entry.isDirectory() && !expected.has(entry.name)) {
    rmSync(`${groupDir}${entry.name}`, { recursive: true, force: true });
  }
}
for (const [slug, content] of expected) {
  mkdirSync(`${groupDir}${slug}`, { recursive: true });
  writeFileSync(`${groupDir}${slug}/page.tsx`, content);
}
console.log(`${expected.size} landing routes in ${groupDir}`);
