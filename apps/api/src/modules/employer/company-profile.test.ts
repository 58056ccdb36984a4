// The company profile editor through the API: every field round-trips and shows on the public
// company page at once; bad values answer 400 naming the field in both languages; the logo and
// photos are checked by content (a PNG named .jpg is a PNG; text, SVG, too large, too many pixels
// and polyglots are refused), served with safe headers, ordered, captioned and deleted; who may
// change what; uploads are rate limited.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createStudent, createUser } from '../../../seed/account-factories';
import { addCompanyMember } from '../../../seed/application-factories';
import { createCompany, ensureCity, ensureIndustry } from '../../../seed/factories';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  SVG_WITH_SCRIPT,
  jpegImage,
  jpegScriptPolyglot,
  multipartFile,
  pngHtmlPolyglot,
  pngImage,
  webpImage,
} from './company-image-fixtures';

let t: TestApp;
const tokens: Record<string, string> = {};
let companyId = '';
let slug = '';
let bandung = 0;
let jakarta = 0;
let industryId = 0;

async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  return res.json().data.tokenData.token;
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: string | null,
  payload?: object,
  language = 'id',
) =>
  t.app.inject({
    method,
    url,
    headers: {
      'accept-language': language,
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });

const upload = (
  path: 'logo' | 'photos',
  who: string,
  bytes: Buffer,
  fileName: string,
  contentType?: string,
  language = 'id',
) => {
  const body = multipartFile(bytes, fileName, contentType);
  return t.app.inject({
    method: 'POST',
    url: `/v1/employer/company/${path}`,
    headers: {
      ...body.headers,
      'accept-language': language,
      authorization: `Bearer ${tokens[who]}`,
    },
    payload: body.payload,
  });
};

const publicPage = async (language = 'id') =>
  (await call('GET', `/v1/companies/slug/${slug}`, null, undefined, language)).json().data.result;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_COMPANY_IMAGE_UPLOAD_PER_USER: '1000' } });
  const db = t.database.db;
  jakarta = await ensureCity(db);
  bandung = await ensureCity(db, 179);
  industryId = await ensureIndustry(db, 'makanan-minuman');
  const company = await createCompany(db, { name: 'PT Kopi Lereng Jaya' });
  companyId = company.id;
  slug = company.slug;
  const other = await createCompany(db, {});
  const owner = await createUser(db, { role: 'employer' });
  const recruiter = await createUser(db, { role: 'employer' });
  const otherOwner = await createUser(db, { role: 'employer' });
  await addCompanyMember(db, owner.id, company.id, 'owner');
  await addCompanyMember(db, recruiter.id, company.id, 'recruiter');
  await addCompanyMember(db, otherOwner.id, other.id, 'owner');
  const student = await createStudent(db);
  tokens.owner = await signIn(owner.email);
  tokens.recruiter = await signIn(recruiter.email);
  tokens.otherEmployer = await signIn(otherOwner.email);
  tokens.student = await signIn(student.user.email);
});

afterAll(async () => {
  await t.close();
});

const everyField = () => ({
  name: 'PT Kopi Lereng Jaya',
  descriptionId: 'Kami menyangrai kopi dari lereng Gunung Halu.\nTim kecil, rasa besar.',
  descriptionEn: 'We roast coffee from the slopes of Mount Halu.\nA small team, big taste.',
  website: 'kopilereng.co.id/tentang',
  size: '11-50',
  industryId,
  foundedYear: 2016,
  fundingStage: 'Pre Seed',
  locations: [
    { cityId: bandung, address: 'Jl. Braga No. 12, Bandung', isHeadOffice: true },
    { cityId: jakarta, address: 'Jl. Kemang Raya 5, Jakarta Selatan', isHeadOffice: false },
  ],
  cultureValues: ['passionate', 'quality', 'fun'],
  benefits: ['freeMeals', 'teamBuilding', 'gymMembership'],
});

describe('company profile: fields', () => {
  it('round-trips every field, prefixes https, and the company page shows it at once', async () => {
    const saved = await call('PATCH', '/v1/employer/company/profile', 'owner', everyField());
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = (await call('GET', '/v1/employer/company/profile', 'owner')).json().data;
    const { website, ...rest } = everyField();
    expect(profile).toMatchObject({ ...rest, website: `https://${website}`, memberRole: 'owner' });
    expect(saved.json().data).toEqual(profile);

    const page = await publicPage();
    expect(page).toMatchObject({
      name: 'PT Kopi Lereng Jaya',
      description: everyField().descriptionId,
      website: 'https://kopilereng.co.id/tentang',
      size: '11-50',
      industry: { id: industryId },
      city: { id: bandung },
      foundedYear: 2016,
      fundingStage: 'Pre Seed',
      address: 'Jl. Braga No. 12, Bandung',
    });
    expect(page.cultureValues.map((v: { key: string }) => v.key)).toEqual([
      'passionate',
      'quality',
      'fun',
    ]);
    expect(page.cultureValues[0].icon).toBe('flame');
    expect(page.benefits.map((b: { value: string }) => b.value)).toEqual([
      'freeMeals',
      'teamBuilding',
      'gymMembership',
    ]);
    expect(page.locations).toEqual([
      {
        cityId: bandung,
        city: 'Bandung',
        address: 'Jl. Braga No. 12, Bandung',
        isHeadOffice: true,
      },
      {
        cityId: jakarta,
        city: 'Jakarta',
        address: 'Jl. Kemang Raya 5, Jakarta Selatan',
        isHeadOffice: false,
      },
    ]);
    expect((await publicPage('en')).description).toBe(everyField().descriptionEn);
  });

  it('takes a subset; an empty English text shows the Indonesian one', async () => {
    const res = await call('PATCH', '/v1/employer/company/profile', 'recruiter', {
      descriptionEn: '',
      benefits: [],
      fundingStage: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = await publicPage('en');
    expect(page.description).toBe(everyField().descriptionId);
    expect(page.benefits).toEqual([]);
    expect(page.fundingStage).toBeNull();
    expect(page.cultureValues).toHaveLength(3); // untouched
  });

  it('answers 400 naming each bad field, in Indonesian and English', async () => {
    const bad = {
      website: 'javascript:alert(1)',
      size: '10-20',
      cultureValues: ['innovative', 'nurturing', 'passionate', 'vibrant', 'fun', 'open', 'driven'],
      benefits: ['freeMeals', 'freeBeer'],
      locations: [
        { cityId: bandung, address: '', isHeadOffice: true },
        { cityId: jakarta, address: '', isHeadOffice: true },
      ],
    };
    const messages: Record<string, Record<string, string>> = {};
    for (const language of ['id', 'en']) {
      const res = await call('PATCH', '/v1/employer/company/profile', 'owner', bad, language);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.messageId).toBe('VALIDATION_ERROR');
      const fields = Object.fromEntries(
        (body.details as { field: string; message: string }[]).map((d) => [d.field, d.message]),
      );
      expect(Object.keys(fields)).toEqual(
        expect.arrayContaining(['website', 'size', 'cultureValues', 'benefits.1', 'locations']),
      );
      messages[language] = fields;
    }
    expect(messages.id!.website).toContain('Alamat situs belum benar');
    expect(messages.en!.website).toContain('Enter a valid website');
    expect(messages.en!.cultureValues).toBe('At most 6 choices.');
    expect(messages.id!.locations).toContain('kantor pusat');
    expect(messages.en!.locations).toContain('head office');
    // Nothing of the bad request was stored.
    expect((await publicPage()).website).toBe('https://kopilereng.co.id/tentang');
  });

  it('names an office city the taxonomy does not have', async () => {
    const res = await call('PATCH', '/v1/employer/company/profile', 'owner', {
      locations: [{ cityId: 999_999, address: '', isHeadOffice: true }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual([
      'locations.0.cityId',
    ]);
  });

  it('lets only owners rename the company; recruiters edit the rest', async () => {
    const renamed = await call('PATCH', '/v1/employer/company/profile', 'recruiter', {
      name: 'PT Kopi Lain',
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().messageId).toBe('OWNER_ONLY');
    // The whole form as a recruiter sends it, the name unchanged: fine.
    const whole = await call('PATCH', '/v1/employer/company/profile', 'recruiter', everyField());
    expect(whole.statusCode, whole.body).toBe(200);
    const byOwner = await call('PATCH', '/v1/employer/company/profile', 'owner', {
      name: 'PT Kopi Lereng Nusantara',
    });
    expect(byOwner.statusCode).toBe(200);
    expect((await publicPage()).name).toBe('PT Kopi Lereng Nusantara');
    expect((await publicPage()).slug).toBe(slug); // the address stays
  });
});

describe('company profile: logo', () => {
  it('stores a PNG named .jpg as a PNG and serves it with safe, long-lived headers', async () => {
    const png = pngImage(200, 200);
    const res = await upload('logo', 'owner', png, 'logo.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const { logoUrl } = res.json().data;
    expect(logoUrl).toMatch(new RegExp(`^/api/v1/company-files/${companyId}/[a-f0-9]{32}\\.png$`));
    expect((await publicPage()).logoUrl).toBe(logoUrl);
    const file = await t.app.inject({ url: logoUrl.replace(/^\/api/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(file.rawPayload, png)).toBe(0);
  });

  it('replaces the logo and removes the old file; removing it shows the initials', async () => {
    const first = (await call('GET', '/v1/employer/company/profile', 'owner')).json().data.logoUrl;
    const second = await upload('logo', 'recruiter', webpImage(256, 256), 'logo.webp');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.logoUrl).toMatch(/\.webp$/);
    expect((await t.app.inject({ url: first.replace(/^\/api/, '') })).statusCode).toBe(404);
    const removed = await call('DELETE', '/v1/employer/company/logo', 'owner');
    expect(removed.json().data.logoUrl).toBeNull();
    expect((await publicPage()).logoUrl).toBeNull();
  });

  const refusals: [string, () => Buffer, string, number][] = [
    ['a text file named .png', () => Buffer.from('hello, this is not a picture\n'), 'a.png', 400],
    ['an SVG with a script', () => SVG_WITH_SCRIPT, 'logo.svg', 400],
    ['a PNG with a page appended (polyglot)', pngHtmlPolyglot, 'logo.png', 400],
    ['a JPEG with a script in its comment (polyglot)', jpegScriptPolyglot, 'logo.jpg', 400],
    ['a logo smaller than 64 px', () => pngImage(32, 32), 'small.png', 400],
    [
      'a PNG claiming 20000 × 20000 pixels',
      () => pngImage(100, 100, { claim: { width: 20_000, height: 20_000 } }),
      'bomb.png',
      400,
    ],
    [
      'a logo above 1 MB',
      () => Buffer.concat([pngImage(100, 100), Buffer.alloc(1_100_000)]),
      'big.png',
      413,
    ],
    ['an empty file', () => Buffer.alloc(0), 'empty.png', 400],
  ];
  it.each(refusals)('refuses %s, naming the field file', async (_name, bytes, fileName, status) => {
    const res = await upload('logo', 'owner', bytes(), fileName, 'image/png', 'en');
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().details).toEqual([{ field: 'file', message: expect.any(String) }]);
    expect((await publicPage()).logoUrl).toBeNull();
  });

  it('says why in Indonesian too', async () => {
    const res = await upload('logo', 'owner', SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml', 'id');
    expect(res.json().details[0].message).toContain('PNG, JPEG, atau WebP');
  });

  it('refuses a photo above 5 MB', async () => {
    const big = Buffer.concat([pngImage(400, 400), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload('photos', 'owner', big, 'big.png');
    expect(res.statusCode).toBe(413);
  });
});

describe('company profile: photos', () => {
  const photoIds = async (): Promise<string[]> =>
    (await call('GET', '/v1/employer/company/profile', 'owner'))
      .json()
      .data.photos.map((p: { id: string }) => p.id);

  it('adds, captions, reorders and deletes photos; the page follows each step', async () => {
    // The factory's company has no photos; start from a clean gallery anyway.
    await t.database.db.execute(
      sql`DELETE FROM company_photos WHERE company_id = ${companyId}::uuid`,
    );
    const a = await upload('photos', 'owner', pngImage(640, 400, { rgb: [200, 30, 30] }), 'a.png');
    const b = await upload('photos', 'recruiter', jpegImage(800, 600), 'b.jpeg');
    const c = await upload('photos', 'owner', webpImage(1024, 768), 'c.webp');
    for (const res of [a, b, c]) expect(res.statusCode, res.body).toBe(201);
    const [first, second, third] = await photoIds();
    const urls = c.json().data.photos.map((p: { url: string }) => p.url);
    expect(urls[0]).toMatch(/\.png$/);
    expect(urls[1]).toMatch(/\.jpg$/);
    expect(urls[2]).toMatch(/\.webp$/);

    const captioned = await call('PATCH', `/v1/employer/company/photos/${second}`, 'owner', {
      captionId: 'Ruang sangrai kami',
      captionEn: 'Our roasting room',
    });
    expect(captioned.statusCode, captioned.body).toBe(200);

    const reordered = await call('PUT', '/v1/employer/company/photos/order', 'owner', {
      ids: [third, second, first],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    let page = await publicPage();
    expect(page.photos.map((p: { url: string }) => p.url)).toEqual([urls[2], urls[1], urls[0]]);
    expect(page.photos[1].caption).toBe('Ruang sangrai kami');
    expect((await publicPage('en')).photos[1].caption).toBe('Our roasting room');

    const deleted = await call('DELETE', `/v1/employer/company/photos/${second}`, 'owner');
    expect(deleted.statusCode).toBe(200);
    page = await publicPage();
    expect(page.photos.map((p: { url: string; position: number }) => [p.url, p.position])).toEqual([
      [urls[2], 0],
      [urls[0], 1],
    ]);
    expect((await t.app.inject({ url: urls[1].replace(/^\/api/, '') })).statusCode).toBe(404);
  });

  it('refuses an order that is not every photo once', async () => {
    const ids = await photoIds();
    for (const order of [
      [ids[0]],
      [ids[0], ids[0]],
      [ids[0], '00000000-0000-4000-8000-000000000000'],
    ]) {
      const res = await call('PUT', '/v1/employer/company/photos/order', 'owner', { ids: order });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('ids');
    }
  });

  it('keeps at most 8 photos', async () => {
    const have = (await photoIds()).length;
    for (let i = have; i < 8; i += 1) {
      const res = await upload(
        'photos',
        'owner',
        pngImage(400, 320, { rgb: [i * 20, 80, 90] }),
        'p.png',
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const ninth = await upload('photos', 'owner', pngImage(400, 320, { rgb: [1, 2, 3] }), 'p.png');
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().messageId).toBe('PHOTO_LIMIT_REACHED');
    expect((await publicPage()).photos).toHaveLength(8);
  });

  it("refuses another company's member, a student and a guest", async () => {
    const [photo] = await photoIds();
    const caption = { captionId: 'x', captionEn: 'x' };
    const other = await call(
      'PATCH',
      `/v1/employer/company/photos/${photo}`,
      'otherEmployer',
      caption,
    );
    expect(other.statusCode).toBe(404);
    expect(
      (await call('DELETE', `/v1/employer/company/photos/${photo}`, 'otherEmployer')).statusCode,
    ).toBe(404);
    expect((await call('GET', '/v1/employer/company/profile', 'student')).statusCode).toBe(403);
    expect(
      (await call('PATCH', '/v1/employer/company/profile', null, { size: '1-10' })).statusCode,
    ).toBe(401);
    const student = await upload('photos', 'student', pngImage(400, 400), 'p.png');
    expect(student.statusCode).toBe(403);
    // The other company's own profile is its own: A's stays as it was.
    await call('PATCH', '/v1/employer/company/profile', 'otherEmployer', { benefits: ['other'] });
    expect(await photoIds()).toContain(photo);
    expect((await publicPage()).benefits.map((b: { value: string }) => b.value)).not.toContain(
      'other',
    );
  });
});

describe('company profile: upload limit', () => {
  it('answers 429 with Retry-After past the per-employer limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_COMPANY_IMAGE_UPLOAD_PER_USER: '2' } });
    try {
      const db = limited.database.db;
      const company = await createCompany(db, {});
      const user = await createUser(db, { role: 'employer' });
      await addCompanyMember(db, user.id, company.id, 'owner');
      const token = (
        await limited.app.inject({
          method: 'POST',
          url: '/v1/login/email',
          payload: { email: user.email, password: FACTORY_PASSWORD },
        })
      ).json().data.tokenData.token;
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 3; i += 1) {
        const body = multipartFile(pngImage(100, 100, { rgb: [i, i, i] }), 'logo.png');
        const res = await limited.app.inject({
          method: 'POST',
          url: '/v1/employer/company/logo',
          headers: { ...body.headers, authorization: `Bearer ${token}` },
          payload: body.payload,
        });
        statuses.push(res.statusCode);
        retryAfter = res.headers['retry-after'] as string | undefined;
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM companies WHERE id = ${company.id}::uuid AND logo_url IS NOT NULL`,
      );
      expect(row!.n).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
