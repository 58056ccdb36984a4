// Sign-in with Google against a local OpenID provider: a JWKS served on loopback with a key pair
// made here, and ID tokens signed with it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../seed/account-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, RELAXED_AUTH_LIMITS, signUp } from './test-support';

const CLIENT_ID = 'jenjang-test.apps.googleusercontent.com';
const KID = 'test-key-1';

let t: TestApp;
let provider: Server;
let issuer: string;
let signingKey: CryptoKey;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  signingKey = privateKey;
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
  provider = createServer((request, response) => {
    if (request.url !== '/oauth2/v3/certs') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      ...RELAXED_AUTH_LIMITS,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `${issuer}/oauth2/v3/certs`,
      GOOGLE_ISSUERS: issuer,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

type TokenOptions = {
  claims?: JWTPayload;
  key?: CryptoKey;
  kid?: string;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
};

async function idToken(subject: string, email: string, options: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email,
    email_verified: true,
    nonce: 'nonce-0123456789abcdef',
    name: 'Sari Google',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID })
    .setSubject(subject)
    .setIssuer(options.issuer ?? issuer)
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(now - 10)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? signingKey);
}

const socmed = (token: string, nonce = 'nonce-0123456789abcdef') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/login/socmed',
    payload: { provider: 'google', idToken: token, nonce },
  });

let subjectCounter = 0;
const newSubject = () => `10${Date.now()}${(subjectCounter += 1)}`;

describe('sign-in with Google', () => {
  it('creates an account on first sign-in and finds it by (issuer, subject) after', async () => {
    const subject = newSubject();
    const email = uniqueEmail('google');
    const first = await socmed(await idToken(subject, email));
    expect(first.statusCode, first.body).toBe(200);
    const { data } = first.json();
    expect(data).toMatchObject({
      user: { email, name: 'Sari Google', hasPassword: false },
      role: 'student',
      profile: null,
    });
    const me = await t.app.inject({ url: '/v1/users/me', headers: bearer(data.tokenData.token) });
    expect(me.json().data.providers).toEqual(['google']);

    // The same person later, with another address at Google: still the same account.
    const again = await socmed(await idToken(subject, uniqueEmail('berubah')));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.id).toBe(data.user.id);
  });

  it('refuses wrong audience, nonce, issuer, signing key, expired and unverified tokens', async () => {
    const email = uniqueEmail('palsu');
    const other = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const cases: Record<string, string> = {
      wrongAudience: await idToken(newSubject(), email, { audience: 'someone-else.apps' }),
      wrongIssuer: await idToken(newSubject(), email, { issuer: 'https://evil.example' }),
      wrongSigningKey: await idToken(newSubject(), email, { key: other.privateKey }),
      unknownKeyId: await idToken(newSubject(), email, { key: other.privateKey, kid: 'nope' }),
      expired: await idToken(newSubject(), email, { expiresAt: now - 120 }),
      unverifiedEmail: await idToken(newSubject(), email, { claims: { email_verified: false } }),
      noEmail: await idToken(newSubject(), email, { claims: { email: undefined } }),
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await socmed(token);
      expect(res.statusCode, name).toBe(403);
      expect(res.json().messageId, name).toBe('SOCIAL_LOGIN_FAILED');
    }
    const wrongNonce = await socmed(await idToken(newSubject(), email), 'another-nonce-0123456789');
    expect(wrongNonce.statusCode).toBe(403);
    const hs256 = await new SignJWT({
      email,
      email_verified: true,
      nonce: 'nonce-0123456789abcdef',
    })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setSubject(newSubject())
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-shared-secret-that-is-long-enough'));
    expect((await socmed(hs256)).statusCode).toBe(403);
    // None of them created an account.
    const { rows } = await t.database.execute(
      'select count(*)::int as n from users where email = $1',
      [email],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('never links silently to an existing password account', async () => {
    const email = uniqueEmail('punya-sandi');
    const { user } = await signUp(t.app, { email });
    const res = await socmed(await idToken(newSubject(), email));
    expect(res.statusCode).toBe(409);
    expect(res.json().messageId).toBe('ACCOUNT_EXISTS_USE_PASSWORD');
    const { rows } = await t.database.execute(
      'select count(*)::int as n from user_identities where user_id = $1',
      [user.id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('needs a nonce of reasonable length', async () => {
    const res = await socmed(await idToken(newSubject(), uniqueEmail()), 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('nonce');
  });
});
