// /docs in production only when API_DOCS_ENABLED says so (it maps every route for an attacker).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let production: TestApp;
let documented: TestApp;
beforeAll(async () => {
  const env = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48) };
  production = await createTestApp({ env });
  documented = await createTestApp({ env: { ...env, API_DOCS_ENABLED: 'true' } });
});
afterAll(async () => {
  await production.close();
  await documented.close();
});

describe('/docs in production', () => {
  it('is not served by default', async () => {
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/yaml']) {
      const res = await production.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().messageId).toBe('ROUTE_NOT_FOUND');
    }
    // The document still exists inside the process (the fuzz suite walks it).
    expect(Object.keys(production.app.swagger().paths ?? {}).length).toBeGreaterThan(10);
  });

  it('is served when API_DOCS_ENABLED=true', async () => {
    const json = await documented.app.inject('/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/v1/explore-job/job']).toBeDefined();
    expect((await documented.app.inject('/docs/')).statusCode).toBe(200);
  });
});
