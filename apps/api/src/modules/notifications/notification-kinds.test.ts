// The database's check on notifications.type is a literal list (drizzle's schema), the domain's
// NOTIFICATION_TYPES the one definition: every kind the domain names must be storable, or the
// first notice of a new kind would fail its whole transaction (an offer answer, a booking).
import { NOTIFICATION_TYPES } from '@jenjang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../seed/account-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertNotification } from './notifications.queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('notification kinds', () => {
  it('stores a notice of every kind the domain lists, and refuses one it does not', async () => {
    const user = await createUser(t.database.db, {});
    const at = new Date('2026-11-29T03:00:00Z');
    for (const type of NOTIFICATION_TYPES) {
      const stored = await insertNotification(t.database.db, {
        userId: user.id,
        type,
        applicationId: null,
        jobId: null,
        params: {},
        dedupeKey: `kind:${type}`,
        at,
      });
      expect(stored, type).toBe(true);
    }
    const refused: unknown = await insertNotification(t.database.db, {
      userId: user.id,
      type: 'somethingElse',
      applicationId: null,
      jobId: null,
      params: {},
      dedupeKey: 'kind:unknown',
      at,
    }).catch((error: unknown) => error);
    // The driver's error is the cause of drizzle's "Failed query".
    const cause = (refused as { cause?: { message?: string } }).cause;
    expect(cause?.message ?? String(refused)).toMatch(/notifications_type_check/);
  });
});
