// Helpers of the CV analyzer's tests: a multipart submit with its fields, CV files written by the
// writers, signed-in job seekers, credits granted by an admin, and waiting for an analysis to end.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CvReview } from '@jenjang/domain';
import { FAIR_INDONESIAN_CV } from '../../../seed/cv-review-models';
import { createStudent, createUser, uniqueEmail } from '../../../seed/account-factories';
import { selectRows } from '../../platform/db';
import type { TestApp } from '../../test/test-app';
import { RELAXED_AUTH_LIMITS } from '../auth/test-support';
import { signIn } from '../payments/test-support';
import { writeCvPdf } from './writers/write-cv-pdf';

export const ANALYSES = '/v1/cv-review/analyses';
export const CV_REVIEW_TEST_ENV = { ...RELAXED_AUTH_LIMITS, RATE_LIMIT_CV_REVIEW_PER_USER: '1000' };

export type SubmitForm = {
  file?: { name: string; type?: string; bytes: Buffer };
  fields?: Record<string, string>;
};

export function multipartBody(form: SubmitForm) {
  const boundary = `----cvreview${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields ?? {})) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  if (form.file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${form.file.name}"\r\n` +
          `Content-Type: ${form.file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      form.file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function jobSeeker(t: TestApp) {
  const { user } = await createStudent(t.database.db, { user: { email: uniqueEmail('cvr') } });
  return { userId: user.id, token: await signIn(t, user.email) };
}

export async function admin(t: TestApp) {
  const user = await createUser(t.database.db, { role: 'admin' });
  return { userId: user.id, token: await signIn(t, user.email) };
}

export const fairCvPdf = () => writeCvPdf(FAIR_INDONESIAN_CV);

export function submit(
  t: TestApp,
  token: string,
  form: SubmitForm,
  options: { key?: string; locale?: string } = {},
) {
  const body = multipartBody(form);
  return t.app.inject({
    method: 'POST',
    url: ANALYSES,
    payload: body.payload,
    headers: {
      ...body.headers,
      authorization: `Bearer ${token}`,
      'idempotency-key': options.key ?? `submit-${randomUUID()}`,
      ...(options.locale ? { 'accept-language': options.locale } : {}),
    },
  });
}

export function read(t: TestApp, token: string, path: string, locale?: string) {
  return t.app.inject({
    method: 'GET',
    url: path,
    headers: {
      authorization: `Bearer ${token}`,
      ...(locale ? { 'accept-language': locale } : {}),
    },
  });
}

export function unlock(t: TestApp, token: string, id: string) {
  return t.app.inject({
    method: 'POST',
    url: `${ANALYSES}/${id}/unlock`,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Polls the analysis until it is done or failed (the job runs in-process in tests). */
export async function waitForFinal(
  t: TestApp,
  token: string,
  id: string,
  timeoutMs = 40_000,
): Promise<CvReview> {
  const started = Date.now();
  for (;;) {
    const review = (await read(t, token, `${ANALYSES}/${id}`)).json().data.result as CvReview;
    if (review.status === 'done' || review.status === 'failed') return review;
    if (Date.now() - started > timeoutMs)
      throw new Error(`analysis ${id} is still ${review.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Submits the fair CV and waits for its analysis. */
export async function analysedCv(t: TestApp, token: string): Promise<CvReview> {
  const res = await submit(t, token, {
    file: { name: 'cv.pdf', bytes: await fairCvPdf() },
    fields: { source: 'upload' },
  });
  if (res.statusCode !== 202) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return waitForFinal(t, token, res.json().data.result.id);
}

export async function grantCredits(
  t: TestApp,
  adminToken: string,
  userId: string,
  credits: number,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/payments/credits/grant',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { userId, reason: 'adminGrant', credits },
  });
  if (res.statusCode !== 201) throw new Error(`grant: ${res.statusCode} ${res.body}`);
}

export async function spendsOf(t: TestApp, userId: string) {
  return selectRows<{ delta: number; refId: string | null }>(
    t.database.db,
    sql`SELECT delta, ref_id AS "refId" FROM credit_ledger
        WHERE user_id = ${userId}::uuid AND reason = 'spend' ORDER BY id`,
  );
}

export async function balanceOf(t: TestApp, userId: string): Promise<number> {
  const rows = await selectRows<{ balance: number }>(
    t.database.db,
    sql`SELECT balance FROM credit_balances WHERE user_id = ${userId}::uuid`,
  );
  return rows[0]?.balance ?? 0;
}
