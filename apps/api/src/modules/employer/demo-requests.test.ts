// "Book a demo" on the employer landing: stored, mailed to the sales inbox through pg-boss and a
// real SMTP server on loopback, refused field by field in the visitor's language, and limited
// per client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startSmtpCapture, type SmtpCapture } from '../auth/test-support';

const SALES = 'sales-team@jenjang.example';
const LIMIT = 3;

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    withQueue: true,
    env: { SMTP_URL: smtp.url, SALES_INBOX: SALES, RATE_LIMIT_DEMO_REQUEST_PER_IP: String(LIMIT) },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const valid = {
  name: 'Rina Hapsari',
  email: 'Rina.Hapsari@Contoh-Perusahaan.co.id',
  phone: '+62 812-3456-7890',
  companyName: 'PT Sumber <Rejeki> Abadi',
  jobTitle: 'HR Manager',
  companySize: '51-200',
  needs: 'Kami butuh 12 staf gudang di Bekasi bulan depan.',
  plan: 'growth',
};

let address = 0;
/** Each test speaks from an address of its own, so the limit of one never touches another. */
function post(payload: object, headers: Record<string, string> = {}, ip = `10.9.0.${++address}`) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/employer/demo-request',
    payload,
    headers,
    remoteAddress: ip,
  });
}

describe('POST /v1/employer/demo-request', () => {
  it('stores the request and mails it to the sales inbox, with what the visitor typed escaped', async () => {
    const before = smtp.messages.length;
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect(res.json().data.received).toBe(true);

    const { rows } = await t.database.execute(
      `select email, company_size, plan, locale from demo_requests where id = '${id}'`,
    );
    expect(rows).toEqual([
      {
        email: 'rina.hapsari@contoh-perusahaan.co.id',
        company_size: '51-200',
        plan: 'growth',
        locale: 'id',
      },
    ]);

    const mail = await smtp.nextMailTo(SALES, { after: before });
    expect(mail.subject).toBe('Permintaan demo: PT Sumber <Rejeki> Abadi (51-200 karyawan)');
    expect(mail.text).toContain('Telepon: +62 812-3456-7890');
    expect(mail.text).toContain('Kebutuhan: Kami butuh 12 staf gudang di Bekasi bulan depan.');
    expect(mail.html).toContain('PT Sumber &lt;Rejeki&gt; Abadi');
    expect(mail.html).not.toContain('<Rejeki>');
    // Nothing goes to the address typed into an open form.
    const toVisitor = smtp.messages.filter((m) =>
      JSON.stringify(m.to).toLowerCase().includes('contoh-perusahaan'),
    );
    expect(toVisitor).toHaveLength(0);
  });

  it('takes the optional fields empty', async () => {
    const res = await post({ ...valid, jobTitle: '', needs: '', plan: undefined });
    expect(res.statusCode).toBe(201);
    const { rows } = await t.database.execute(
      `select job_title, needs, plan from demo_requests where id = '${res.json().data.id}'`,
    );
    expect(rows).toEqual([{ job_title: null, needs: null, plan: null }]);
  });

  it('refuses bad fields one by one, in Indonesian by default and in English when asked', async () => {
    const bad = { ...valid, email: 'bukan-email', companyName: '  ', companySize: '7' };
    const idn = await post(bad);
    expect(idn.statusCode).toBe(400);
    expect(idn.json().messageId).toBe('VALIDATION_ERROR');
    const fields = (body: { details?: { field: string; message: string }[] }) =>
      Object.fromEntries((body.details ?? []).map((d) => [d.field, d.message]));
    expect(fields(idn.json())).toMatchObject({
      email: 'Format email belum benar, contoh: nama@email.com.',
      companyName: 'Isi nama perusahaan.',
      companySize: 'Pilih jumlah karyawan.',
    });
    const en = await post(bad, { 'accept-language': 'en' });
    expect(fields(en.json())).toMatchObject({
      companyName: 'Enter the company name.',
      companySize: 'Choose the number of employees.',
    });
    const { rows } = await t.database.execute(
      "select count(*)::int as n from demo_requests where email = 'bukan-email'",
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it(`answers 429 with Retry-After after ${LIMIT} requests from one address`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < LIMIT; i++) {
      expect((await post(valid, {}, ip)).statusCode).toBe(201);
    }
    const limited = await post(valid, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().messageId).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(valid, {}, '10.9.9.10')).statusCode).toBe(201);
  });
});
