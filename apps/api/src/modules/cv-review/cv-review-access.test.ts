// Role × endpoint × someone else's analysis: an analysis is its owner's alone. Every other
// signed-in person (another job seeker, an employer, an admin) gets 404 on every endpoint with
// its id, never 403 with data; guests get 401; the history holds only one's own; and a refusal
// changes nothing (no credit taken, still locked). Submits are limited per person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../seed/account-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../payments/test-support';
import {
  ANALYSES,
  CV_REVIEW_TEST_ENV,
  admin,
  analysedCv,
  balanceOf,
  grantCredits,
  jobSeeker,
  spendsOf,
  submit,
} from './cv-review.test-kit';

let t: TestApp;
const tokens: Record<string, string> = {};
const userIds: Record<string, string> = {};
let reviewId: string;

beforeAll(async () => {
  t = await createTestApp({ env: CV_REVIEW_TEST_ENV });
  const owner = await jobSeeker(t);
  const other = await jobSeeker(t);
  const employer = await createUser(t.database.db, { role: 'employer' });
  const administrator = await admin(t);
  Object.assign(tokens, {
    owner: owner.token,
    otherStudent: other.token,
    employer: await signIn(t, employer.email),
    admin: administrator.token,
  });
  Object.assign(userIds, { owner: owner.userId, otherStudent: other.userId });
  reviewId = (await analysedCv(t, owner.token)).id;
  // The other job seeker could pay: a refusal must not be for want of credits.
  await grantCredits(t, administrator.token, other.userId, 2);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, who: string | null) =>
  t.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
  });

const ENDPOINTS: ['GET' | 'POST', (id: string) => string][] = [
  ['GET', (id) => `${ANALYSES}/${id}`],
  ['POST', (id) => `${ANALYSES}/${id}/unlock`],
  ['GET', (id) => `${ANALYSES}/${id}/report.pdf`],
];

describe("someone else's analysis", () => {
  for (const [method, path] of ENDPOINTS) {
    it(`${method} ${path(':id')}: 404 for everyone but the owner, 401 for guests`, async () => {
      for (const who of ['otherStudent', 'employer', 'admin']) {
        const res = await call(method, path(reviewId), who);
        expect(res.statusCode).toBe(404);
        expect(res.json().messageId).toBe('CV_REVIEW_NOT_FOUND');
        expect(res.body).not.toContain('overallScore');
      }
      expect((await call(method, path(reviewId), null)).statusCode).toBe(401);
    });
  }

  it('an unknown id answers like a foreign one', async () => {
    const res = await call('GET', `${ANALYSES}/00000000-0000-4000-8000-000000000000`, 'owner');
    expect(res.statusCode).toBe(404);
    expect(res.json().messageId).toBe('CV_REVIEW_NOT_FOUND');
  });

  it('the refusals took no credit and unlocked nothing', async () => {
    expect(await spendsOf(t, userIds.otherStudent!)).toEqual([]);
    expect(await balanceOf(t, userIds.otherStudent!)).toBe(2);
    const mine = await call('GET', `${ANALYSES}/${reviewId}`, 'owner');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.result.unlocked).toBe(false);
  });
});

describe('the history', () => {
  it("holds one's own analyses only", async () => {
    const mine = await call('GET', ANALYSES, 'owner');
    expect(mine.json().data.docs.map((d: { id: string }) => d.id)).toEqual([reviewId]);
    for (const who of ['otherStudent', 'employer', 'admin']) {
      const theirs = await call('GET', ANALYSES, who);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().data.totalDocs).toBe(0);
    }
    expect((await call('GET', ANALYSES, null)).statusCode).toBe(401);
    expect((await call('POST', ANALYSES, null)).statusCode).toBe(401);
  });
});

describe('the submit limit', () => {
  it('answers 429 with Retry-After past the hourly limit per person', async () => {
    const limited = await createTestApp({
      env: { ...CV_REVIEW_TEST_ENV, RATE_LIMIT_CV_REVIEW_PER_USER: '2' },
    });
    try {
      const seeker = await jobSeeker(limited);
      const other = await jobSeeker(limited);
      // No profile CV: each submit is refused after the limit counted it (nothing to analyse).
      const send = (token: string) => submit(limited, token, { fields: { source: 'profile' } });
      expect((await send(seeker.token)).statusCode).toBe(404);
      expect((await send(seeker.token)).statusCode).toBe(404);
      const third = await send(seeker.token);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(other.token)).statusCode).toBe(404); // counted per person
    } finally {
      await limited.close();
    }
  });
});
