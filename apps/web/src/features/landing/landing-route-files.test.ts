import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectedLandingRouteFiles, LANDING_ROUTE_GROUP } from './landing-route-files';

const GROUP_DIR = fileURLToPath(
  new URL(`../../app/[locale]/(site)/${LANDING_ROUTE_GROUP}/`, import.meta.url),
);
const REGENERATE =
  'run `node --import tsx apps/web/src/features/landing/write-landing-routes.ts` from the repo root';

describe('landing route files', () => {
  const expected = expectedLandingRouteFiles();

  it('exist for every landing page and no other', () => {
    const folders = existsSync(GROUP_DIR)
      ? readdirSync(GROUP_DIR)
          .filter((entry) => statSync(`${GROUP_DIR}${entry}`).isDirectory())
          .sort()
      : [];
    expect(folders, REGENERATE).toEqual([...expected.keys()].sort());
  });

  it.each([...expected.keys()])('%s is the generated file', (slug) => {
    const file = `${GROUP_DIR}${slug}/page.tsx`;
    expect(existsSync(file) ? readFileSync(file, 'utf8') : '', REGENERATE).toBe(expected.get(slug));
  });
});
