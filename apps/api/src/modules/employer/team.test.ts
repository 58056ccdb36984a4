// An employer's company and team through the API: sign-up as an employer, create a company, ask
// to join one and be approved, invitations mailed through the outbox (a real SMTP server on
// loopback) and accepted with the token, the last owner protected, and refusals in both languages.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createUser } from '../../../seed/account-factories';
import { selectRows } from '../../platform/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, signUp, startSmtpCapture, type SmtpCapture } from '../auth/test-support';

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ withQueue: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function employer(): Promise<{ id: string; email: string; token: string }> {
  const user = await createUser(t.database.db, { role: 'employer' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email: user.email, password: FACTORY_PASSWORD },
  });
  return { id: user.id, email: user.email, token: res.json().data.tokenData.token };
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  });

const company = {
  name: 'PT Kopi Nusantara Jaya',
  industryId: null,
  cityId: null,
  size: '11-50',
  website: 'https://kopinusantara.co.id',
  description: 'Roastery kopi lokal di Bandung.',
};

describe('employer sign-up and company', () => {
  it('signs up an employer account, which then creates a company and owns it', async () => {
    const email = `hr-${Date.now()}@kopinusantara.test`;
    const signedUp = await signUp(t.app, { email, role: 'employer' }, smtp);
    expect(signedUp.role).toBe('employer');
    const token = signedUp.tokenData.token;

    const before = (await call('GET', '/v1/employer/me', token)).json().data;
    expect(before).toEqual({ company: null, memberRole: null, pendingJoinRequest: null });

    const created = await call('POST', '/v1/employer/company', token, company);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.slug).toBe('kopi-nusantara-jaya');
    const again = await call('POST', '/v1/employer/company', token, company);
    expect(again.json().messageId).toBe('ALREADY_IN_COMPANY');

    const me = (await call('GET', '/v1/employer/me', token)).json().data;
    expect(me.memberRole).toBe('owner');
    expect(me.company.name).toBe(company.name);

    // A second company of the same name gets a slug of its own.
    const other = await employer();
    const second = await call('POST', '/v1/employer/company', other.token, company);
    expect(second.json().data.slug).toBe('kopi-nusantara-jaya-2');
  });

  it('refuses a student and explains invalid fields in the request language', async () => {
    const student = await createUser(t.database.db, { role: 'student' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/login/email',
      payload: { email: student.email, password: FACTORY_PASSWORD },
    });
    const token = login.json().data.tokenData.token;
    const refused = await call('POST', '/v1/employer/company', token, company);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageId).toBe('EMPLOYER_ONLY');

    const { token: employerToken } = await employer();
    const bad = { ...company, name: '', size: 'huge', website: 'kopi' };
    const id = await call('POST', '/v1/employer/company', employerToken, bad);
    expect(id.statusCode).toBe(400);
    const idFields = Object.fromEntries(
      id.json().details.map((d: { field: string; message: string }) => [d.field, d.message]),
    );
    expect(idFields).toMatchObject({
      name: 'Isi nama perusahaan.',
      size: 'Pilih jumlah karyawan.',
      website: 'Alamat situs belum benar, contoh: https://perusahaan.co.id.',
    });
    const en = await call('POST', '/v1/employer/company', employerToken, bad, {
      'accept-language': 'en',
    });
    const enFields = Object.fromEntries(
      en.json().details.map((d: { field: string; message: string }) => [d.field, d.message]),
    );
    expect(enFields.name).toBe('Enter the company name.');
  });
});

describe('joining a company and the team', () => {
  it('asks to join, the owner approves, the newcomer is a recruiter', async () => {
    const owner = await employer();
    await call('POST', '/v1/employer/company', owner.token, {
      ...company,
      name: 'CV Batik Laweyan',
    });
    const found = await call('GET', '/v1/employer/companies?q=batik lawe', owner.token);
    const target = found.json().data.docs[0];
    expect(target.name).toBe('CV Batik Laweyan');

    const asker = await employer();
    const asked = await call(
      'POST',
      `/v1/employer/companies/${target.id}/join-requests`,
      asker.token,
      {
        message: 'Saya staf HR baru.',
      },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const twice = await call(
      'POST',
      `/v1/employer/companies/${target.id}/join-requests`,
      asker.token,
      {
        message: '',
      },
    );
    expect(twice.json().messageId).toBe('JOIN_REQUEST_PENDING');
    expect(
      (await call('GET', '/v1/employer/me', asker.token)).json().data.pendingJoinRequest,
    ).toMatchObject({ companyName: 'CV Batik Laweyan' });

    // Only an owner of that company decides.
    const stranger = await employer();
    await call('POST', '/v1/employer/company', stranger.token, { ...company, name: 'PT Lain' });
    const foreign = await call(
      'POST',
      `/v1/employer/company/join-requests/${asked.json().data.id}/approve`,
      stranger.token,
    );
    expect(foreign.statusCode).toBe(404);

    const team = (await call('GET', '/v1/employer/company/members', owner.token)).json().data;
    expect(team.joinRequests).toHaveLength(1);
    const approved = await call(
      'POST',
      `/v1/employer/company/join-requests/${team.joinRequests[0].id}/approve`,
      owner.token,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const me = (await call('GET', '/v1/employer/me', asker.token)).json().data;
    expect(me.memberRole).toBe('recruiter');
    // A recruiter sees the team but does not manage it.
    const recruiterView = await call('GET', '/v1/employer/company/members', asker.token);
    expect(recruiterView.json().data.members).toHaveLength(2);
    const notOwner = await call('DELETE', `/v1/employer/company/members/${owner.id}`, asker.token);
    expect(notOwner.json().messageId).toBe('OWNER_ONLY');
  });

  it('mails an invitation; the invited address accepts with the token, others cannot', async () => {
    const owner = await employer();
    await call('POST', '/v1/employer/company', owner.token, {
      ...company,
      name: 'PT Sawit Makmur',
    });
    const invitee = await employer();
    const before = smtp.messages.length;
    const invited = await call('POST', '/v1/employer/company/invitations', owner.token, {
      email: invitee.email.toUpperCase(),
      role: 'owner',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await smtp.nextMailTo(invitee.email, { after: before });
    expect(mail.subject).toBe('Bergabung dengan PT Sawit Makmur di Jenjang');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    const [stored] = await selectRows<{ token_hash: string }>(
      t.database.db,
      sql`SELECT token_hash FROM company_invitations WHERE id = ${invited.json().data.id}::uuid`,
    );
    expect(stored!.token_hash).not.toContain(token!);

    const wrongPerson = await employer();
    const refused = await call('POST', '/v1/employer/invitations/accept', wrongPerson.token, {
      token,
    });
    expect(refused.json().messageId).toBe('INVITATION_INVALID');

    const accepted = await call('POST', '/v1/employer/invitations/accept', invitee.token, {
      token,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.role).toBe('owner');
    const reused = await call('POST', '/v1/employer/invitations/accept', invitee.token, { token });
    expect(reused.statusCode).toBe(409);
  });

  it('invites as a recruiter when the owner names no role', async () => {
    const owner = await employer();
    await call('POST', '/v1/employer/company', owner.token, {
      ...company,
      name: 'PT Teh Walini Asri',
    });
    const email = `rekrut-${Date.now()}@tehwalini.test`;
    const invited = await call('POST', '/v1/employer/company/invitations', owner.token, { email });
    expect(invited.statusCode, invited.body).toBe(201);
    const team = await call('GET', '/v1/employer/company/members', owner.token);
    const invitation = team
      .json()
      .data.invitations.find((i: { email: string }) => i.email === email);
    expect(invitation?.role).toBe('recruiter');
  });

  it('never leaves a company without an owner', async () => {
    const owner = await employer();
    await call('POST', '/v1/employer/company', owner.token, {
      ...company,
      name: 'PT Satu Pemilik',
    });
    const demote = await call('PATCH', `/v1/employer/company/members/${owner.id}`, owner.token, {
      role: 'recruiter',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().messageId).toBe('LAST_OWNER');
    const remove = await call(
      'DELETE',
      `/v1/employer/company/members/${owner.id}`,
      owner.token,
      undefined,
      {
        'accept-language': 'en',
      },
    );
    expect(remove.json().localizedMessage ?? remove.json().message).toBe(
      'The company must keep at least one owner.',
    );

    // With a second owner, two demotions racing leave exactly one owner.
    const second = await employer();
    const companyId = (await call('GET', '/v1/employer/me', owner.token)).json().data.company.id;
    await t.database.db.execute(
      sql`INSERT INTO company_members (user_id, company_id, role) VALUES (${second.id}::uuid, ${companyId}::uuid, 'owner')`,
    );
    const results = await Promise.all([
      call('PATCH', `/v1/employer/company/members/${second.id}`, owner.token, {
        role: 'recruiter',
      }),
      call('PATCH', `/v1/employer/company/members/${owner.id}`, second.token, {
        role: 'recruiter',
      }),
    ]);
    // The loser is refused as no longer an owner (403) or as the last one (409), by timing.
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const owners = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM company_members WHERE company_id = ${companyId}::uuid AND role = 'owner'`,
    );
    expect(owners[0]!.n).toBe(1);
  });
});
