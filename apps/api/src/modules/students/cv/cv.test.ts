// The job seeker's CV: accepted by content (PDF, DOCX), refused by content (renamed executables
// and images), at most 5 MB, owner only, replacing and deleting remove the file, rate limited,
// and part of the personal-data export and account deletion.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CV_MAX_BYTES } from '@jenjang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStudent,
  createUser,
  FACTORY_PASSWORD,
  uniqueEmail,
} from '../../../../seed/account-factories';
import {
  docxWithEntryNamed,
  docxWithManyEntries,
  fakeExe,
  fakePng,
  realisticDocx,
  tinyDocx,
  tinyPdf,
  zipArchive,
  zipBombDocx,
} from '../../../../seed/cv-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bearer, RELAXED_AUTH_LIMITS, signIn } from '../../auth/test-support';

const CV = '/v1/job-portal/me/student/cv';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const UPLOADS_PER_USER = 12;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ...RELAXED_AUTH_LIMITS, RATE_LIMIT_CV_UPLOAD_PER_USER: String(UPLOADS_PER_USER) },
  });
});
afterAll(async () => t.close());

function multipart(
  file: { name: string; type: string; bytes: Buffer },
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----jenjang${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function student() {
  const { user } = await createStudent(t.database.db, { user: { email: uniqueEmail('cv') } });
  const { tokenData } = await signIn(t.app, user.email, FACTORY_PASSWORD);
  return { user, token: tokenData.token };
}

function upload(
  token: string,
  file: { name: string; type: string; bytes: Buffer },
  options: { field?: string; locale?: string } = {},
) {
  const body = multipart(file, options.field);
  return t.app.inject({
    method: 'POST',
    url: CV,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...bearer(token),
      ...(options.locale ? { 'accept-language': options.locale } : {}),
    },
  });
}

const storedFiles = () =>
  readdirSync(t.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

async function storageKeyOf(cvId: string): Promise<string> {
  const { rows } = await t.database.execute('select storage_key from student_cvs where id = $1', [
    cvId,
  ]);
  return String(rows[0]?.storage_key);
}

describe('uploading a CV', () => {
  it('accepts a PDF, keeps its metadata and gives the same bytes back as an attachment', async () => {
    const { token } = await student();
    const bytes = tinyPdf('Budi Santoso');
    const res = await upload(token, { name: 'CV Budi.pdf', type: 'application/pdf', bytes });
    expect(res.statusCode, res.body).toBe(201);
    const cv = res.json().data.result;
    expect(cv).toMatchObject({
      originalName: 'CV Budi.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });
    expect(cv.sha256).toMatch(/^[0-9a-f]{64}$/);

    const meta = await t.app.inject({ url: CV, headers: bearer(token) });
    expect(meta.json()).toEqual({ data: { result: cv } });

    const file = await t.app.inject({ url: `${CV}/file`, headers: bearer(token) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="CV Budi.pdf"; filename*=UTF-8''CV%20Budi.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('accepts a DOCX whatever name and Content-Type it arrives with', async () => {
    const { token } = await student();
    const bytes = tinyDocx();
    const res = await upload(token, {
      name: 'riwayat-hidup.bin',
      type: 'application/octet-stream',
      bytes,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.result).toMatchObject({
      originalName: 'riwayat-hidup.docx',
      contentType: DOCX_TYPE,
    });
    const file = await t.app.inject({ url: `${CV}/file`, headers: bearer(token) });
    expect(file.headers['content-type']).toBe(DOCX_TYPE);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a renamed executable, a renamed image and a ZIP that is not a DOCX, by content', async () => {
    const { token } = await student();
    const fakes = [
      { name: 'cv.pdf', type: 'application/pdf', bytes: fakeExe() },
      { name: 'cv.docx', type: DOCX_TYPE, bytes: fakePng() },
      {
        name: 'cv.docx',
        type: DOCX_TYPE,
        bytes: zipArchive([{ name: 'xl/workbook.xml', content: '<workbook/>' }]),
      },
    ];
    for (const fake of fakes) {
      const res = await upload(token, fake);
      expect(res.statusCode, fake.name).toBe(400);
      expect(res.json()).toMatchObject({
        messageId: 'VALIDATION_ERROR',
        details: [{ field: 'file', message: expect.stringMatching(/PDF atau DOCX/) }],
      });
    }
    const english = await upload(token, fakes[0]!, { locale: 'en' });
    expect(english.json().details[0].message).toBe(
      'The CV must be a PDF or a DOCX. This file is neither.',
    );
    expect((await t.app.inject({ url: CV, headers: bearer(token) })).json()).toEqual({
      data: { result: null },
    });
  });

  it('refuses a DOCX that is a zip bomb, lies about its size, has too many parts or unsafe names', async () => {
    const { token } = await student();
    const filesBefore = storedFiles().length;
    const hostile = [
      { name: 'bomb.docx', bytes: zipBombDocx(), message: /terlalu besar setelah dibuka/ },
      {
        name: 'liar.docx',
        bytes: zipBombDocx({ declaredSize: 10_240 }),
        message: /rusak atau tidak dapat dibaca/,
      },
      { name: 'parts.docx', bytes: docxWithManyEntries(1_000), message: /terlalu banyak bagian/ },
      { name: 'up.docx', bytes: docxWithEntryNamed('../../evil.sh'), message: /tidak aman/ },
      { name: 'abs.docx', bytes: docxWithEntryNamed('/etc/cron.d/x'), message: /tidak aman/ },
      { name: 'back.docx', bytes: docxWithEntryNamed('word\\..\\x'), message: /tidak aman/ },
    ];
    for (const file of hostile) {
      const res = await upload(token, { name: file.name, type: DOCX_TYPE, bytes: file.bytes });
      expect(res.statusCode, file.name).toBe(400);
      expect(res.json(), file.name).toMatchObject({
        messageId: 'VALIDATION_ERROR',
        details: [{ field: 'file', message: expect.stringMatching(file.message) }],
      });
    }
    const english = await upload(
      token,
      { name: 'bomb.docx', type: DOCX_TYPE, bytes: zipBombDocx() },
      { locale: 'en' },
    );
    expect(english.json().details).toEqual([
      { field: 'file', message: 'This DOCX unpacks to too much data (more than 50 MB).' },
    ]);
    // Nothing was stored.
    expect((await t.app.inject({ url: CV, headers: bearer(token) })).json()).toEqual({
      data: { result: null },
    });
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('accepts a real-looking deflated DOCX of about 200 KB', async () => {
    const { token } = await student();
    const bytes = realisticDocx(200);
    const res = await upload(token, { name: 'CV.docx', type: DOCX_TYPE, bytes });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.result).toMatchObject({ contentType: DOCX_TYPE, size: bytes.length });
  });

  it('accepts exactly 5 MB and refuses one byte more with 413, in both languages', async () => {
    const { token } = await student();
    const atLimit = Buffer.concat([tinyPdf(), Buffer.alloc(CV_MAX_BYTES - tinyPdf().length, 32)]);
    expect(atLimit.length).toBe(CV_MAX_BYTES);
    const ok = await upload(token, { name: 'big.pdf', type: 'application/pdf', bytes: atLimit });
    expect(ok.statusCode, ok.body).toBe(201);

    const over = Buffer.concat([atLimit, Buffer.from(' ')]);
    const id = await upload(token, { name: 'big.pdf', type: 'application/pdf', bytes: over });
    expect(id.statusCode).toBe(413);
    expect(id.json()).toMatchObject({
      messageId: 'PAYLOAD_TOO_LARGE',
      message: 'Ukuran CV maksimal 5 MB. Perkecil berkasnya lalu unggah lagi.',
      details: [{ field: 'file' }],
    });
    const en = await upload(
      token,
      { name: 'big.pdf', type: 'application/pdf', bytes: over },
      { locale: 'en' },
    );
    expect(en.statusCode).toBe(413);
    expect(en.json().message).toBe(
      'The CV must be at most 5 MB. Make the file smaller and upload it again.',
    );
    // The accepted one is still the current CV.
    const meta = await t.app.inject({ url: CV, headers: bearer(token) });
    expect(meta.json().data.result.size).toBe(CV_MAX_BYTES);
  });

  it('refuses a request without the file field, and one that is not multipart', async () => {
    const { token } = await student();
    const wrongField = await upload(
      token,
      { name: 'cv.pdf', type: 'application/pdf', bytes: tinyPdf() },
      { field: 'document' },
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().details).toEqual([{ field: 'file', message: expect.any(String) }]);
    const json = await t.app.inject({
      method: 'POST',
      url: CV,
      headers: bearer(token),
      payload: { file: 'JVBERi0=' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().messageId).toBe('VALIDATION_ERROR');
  });

  it('answers an upload cut off inside the file with 400 in the envelope, storing nothing', async () => {
    const { token } = await student();
    const whole = multipart({ name: 'cv.pdf', type: 'application/pdf', bytes: tinyPdf() });
    const fileStart = whole.payload.indexOf('%PDF');
    const filesBefore = storedFiles().length;
    for (const cut of [fileStart + 5, whole.payload.length - 10]) {
      const res = await t.app.inject({
        method: 'POST',
        url: CV,
        payload: whole.payload.subarray(0, cut),
        headers: { ...whole.headers, ...bearer(token) },
      });
      expect(res.statusCode, `cut at ${cut}`).toBe(400);
      expect(res.json()).toMatchObject({
        messageId: 'VALIDATION_ERROR',
        details: [
          { field: 'file', message: 'Unggahan CV terputus atau rusak. Silakan unggah lagi.' },
        ],
      });
    }
    expect(storedFiles()).toHaveLength(filesBefore);
    expect((await t.app.inject({ url: CV, headers: bearer(token) })).json().data.result).toBeNull();
  });

  it('limits uploads per user with 429 and Retry-After', async () => {
    const { token } = await student();
    const other = await student();
    const pdf = { name: 'cv.pdf', type: 'application/pdf', bytes: tinyPdf() };
    for (let i = 0; i < UPLOADS_PER_USER; i++) {
      expect((await upload(token, pdf)).statusCode).toBe(201);
    }
    const limited = await upload(token, pdf);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().messageId).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Per user: someone else still may.
    expect((await upload(other.token, pdf)).statusCode).toBe(201);
  });
});

describe('who may', () => {
  it('only the owner reads their CV: another student sees their own (none)', async () => {
    const owner = await student();
    const other = await student();
    const res = await upload(owner.token, {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: tinyPdf(),
    });
    expect(res.statusCode).toBe(201);
    expect((await t.app.inject({ url: CV, headers: bearer(other.token) })).json()).toEqual({
      data: { result: null },
    });
    const download = await t.app.inject({ url: `${CV}/file`, headers: bearer(other.token) });
    expect(download.statusCode).toBe(404);
    expect(download.json().messageId).toBe('NOT_FOUND');
    const remove = await t.app.inject({ method: 'DELETE', url: CV, headers: bearer(other.token) });
    expect(remove.statusCode).toBe(404);
    // The owner's CV is untouched.
    expect(
      (await t.app.inject({ url: `${CV}/file`, headers: bearer(owner.token) })).statusCode,
    ).toBe(200);
  });

  it('answers 401 without a session, FORBIDDEN to other roles, USER_IS_NOT_STUDENT without a profile', async () => {
    const pdf = { name: 'cv.pdf', type: 'application/pdf', bytes: tinyPdf() };
    const anonymous = await t.app.inject({ url: CV });
    expect(anonymous.statusCode).toBe(401);

    const employer = await createUser(t.database.db, {
      role: 'employer',
      email: uniqueEmail('hr'),
    });
    const employerToken = (await signIn(t.app, employer.email, FACTORY_PASSWORD)).tokenData.token;
    const byEmployer = await upload(employerToken, pdf);
    expect(byEmployer.statusCode).toBe(403);
    expect(byEmployer.json().messageId).toBe('FORBIDDEN');
    expect((await t.app.inject({ url: CV, headers: bearer(employerToken) })).statusCode).toBe(403);

    const newcomer = await createUser(t.database.db, { email: uniqueEmail('baru') });
    const newcomerToken = (await signIn(t.app, newcomer.email, FACTORY_PASSWORD)).tokenData.token;
    const filesBefore = storedFiles().length;
    const byNewcomer = await upload(newcomerToken, pdf);
    expect(byNewcomer.statusCode).toBe(403);
    expect(byNewcomer.json().messageId).toBe('USER_IS_NOT_STUDENT');
    expect(storedFiles()).toHaveLength(filesBefore);
  });
});

describe('replacing and deleting', () => {
  it('replacing the CV deletes the old file', async () => {
    const { token } = await student();
    const first = await upload(token, { name: 'a.pdf', type: 'application/pdf', bytes: tinyPdf() });
    const firstKey = await storageKeyOf(first.json().data.result.id);
    const firstPath = path.join(t.filesDir, firstKey);
    expect(existsSync(firstPath)).toBe(true);

    const second = await upload(token, { name: 'b.docx', type: DOCX_TYPE, bytes: tinyDocx() });
    expect(second.statusCode).toBe(201);
    const secondKey = await storageKeyOf(second.json().data.result.id);
    expect(existsSync(firstPath)).toBe(false);
    expect(existsSync(path.join(t.filesDir, secondKey))).toBe(true);
    const meta = (await t.app.inject({ url: CV, headers: bearer(token) })).json();
    expect(meta.data.result.originalName).toBe('b.docx');
  });

  it('two uploads at once leave one CV and one file', async () => {
    const { token, user } = await student();
    const results = await Promise.all(
      ['x.pdf', 'y.pdf', 'z.pdf'].map((name) =>
        upload(token, { name, type: 'application/pdf', bytes: tinyPdf(name) }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const { rows } = await t.database.execute(
      'select c.storage_key from student_cvs c join student_profiles p on p.id = c.student_id where p.user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(1);
    const studentDir = path.dirname(path.join(t.filesDir, String(rows[0]?.storage_key)));
    expect(readdirSync(studentDir)).toHaveLength(1);
  });

  it('DELETE removes the row and the file', async () => {
    const { token } = await student();
    const res = await upload(token, { name: 'a.pdf', type: 'application/pdf', bytes: tinyPdf() });
    const filePath = path.join(t.filesDir, await storageKeyOf(res.json().data.result.id));
    const removed = await t.app.inject({ method: 'DELETE', url: CV, headers: bearer(token) });
    expect(removed.json()).toEqual({ data: { deleted: true } });
    expect(existsSync(filePath)).toBe(false);
    expect((await t.app.inject({ url: CV, headers: bearer(token) })).json().data.result).toBeNull();
    expect((await t.app.inject({ url: `${CV}/file`, headers: bearer(token) })).statusCode).toBe(
      404,
    );
  });
});

describe('personal data', () => {
  it('the export lists the CV, and deleting the account removes its row and file', async () => {
    const { token } = await student();
    const res = await upload(token, { name: 'cv.pdf', type: 'application/pdf', bytes: tinyPdf() });
    const cv = res.json().data.result;
    const filePath = path.join(t.filesDir, await storageKeyOf(cv.id));

    const exported = await t.app.inject({ url: '/v1/users/me/export', headers: bearer(token) });
    expect(exported.json().cv).toEqual(cv);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: bearer(token),
      payload: { password: FACTORY_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(existsSync(filePath)).toBe(false);
    const { rows } = await t.database.execute(
      'select count(*)::int as n from student_cvs where id = $1',
      [cv.id],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
