// The integration layer's global setup: one migrated template database per run, which every
// test file copies instead of running the migrations itself (docs/decisions/028).
import { createTestDatabaseTemplate, TEMPLATE_ENV } from '../../seed/test-database';

export default async function setup() {
  const template = await createTestDatabaseTemplate();
  // Test workers start after this and inherit the environment.
  process.env[TEMPLATE_ENV] = template.value;
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await template.drop();
  };
}
