// Sign-in with Google on the web: the start sends the browser to the configured provider with a
// fresh state and nonce kept in a short httpOnly cookie; finish checks the state, hands the ID
// token and the cookie's nonce to the API and turns its answer into the session cookies.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GOOGLE_AUTHORIZATION_URL, googleSignInSettings } from './google-settings';
import { finishGoogleSignIn, startGoogleSignIn } from './google-sign-in';

const settings = {
  clientId: 'client-123.apps.example',
  authorizationUrl: 'http://provider.test/authorize',
  callbackOrigin: 'https://jenjang.example',
};
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubEnv('API_INTERNAL_URL', 'http://api.internal:4000');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function start(query: string) {
  const response = startGoogleSignIn(
    new Request(`https://jenjang.example/api/auth/google${query}`),
    settings,
  );
  const location = new URL(response.headers.get('location') ?? 'about:blank');
  const cookie = response.headers.getSetCookie()[0] ?? '';
  return { response, location, cookie, value: /^jj_google=([^;]*)/.exec(cookie)?.[1] ?? '' };
}

function finish(body: unknown, cookie: string, headers: Record<string, string> = {}) {
  return finishGoogleSignIn(
    new Request('https://jenjang.example/api/auth/google/finish', {
      method: 'POST',
      headers: { cookie, origin: 'https://jenjang.example', host: 'jenjang.example', ...headers },
      body: JSON.stringify(body),
    }),
    () => new Headers({ 'x-forwarded-for': '203.0.113.5' }),
  );
}

describe('settings', () => {
  it('are there only with GOOGLE_CLIENT_ID; Google is the default provider', () => {
    expect(googleSignInSettings({})).toBeNull();
    expect(googleSignInSettings({ GOOGLE_CLIENT_ID: '  ' })).toBeNull();
    expect(googleSignInSettings({ GOOGLE_CLIENT_ID: 'abc' })?.authorizationUrl).toBe(
      DEFAULT_GOOGLE_AUTHORIZATION_URL,
    );
    expect(
      googleSignInSettings({
        GOOGLE_CLIENT_ID: 'abc',
        GOOGLE_AUTHORIZATION_URL: 'http://127.0.0.1:9999/authorize',
        GOOGLE_CALLBACK_ORIGIN: 'http://localhost:3120/',
      }),
    ).toEqual({
      clientId: 'abc',
      authorizationUrl: 'http://127.0.0.1:9999/authorize',
      callbackOrigin: 'http://localhost:3120',
    });
  });
});

describe('start', () => {
  it('goes to the provider with the implicit flow, state and nonce in a short httpOnly cookie', () => {
    const { response, location, cookie, value } = start(
      '?returnUrl=%2Fen%2Floker%2Fsaved&locale=en',
    );
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(settings.authorizationUrl);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      client_id: settings.clientId,
      redirect_uri: 'https://jenjang.example/en/auth/google/callback',
      response_type: 'id_token',
      scope: 'openid email profile',
    });
    expect(cookie).toMatch(/Path=\/api\/auth\/google; Max-Age=600; SameSite=Lax; HttpOnly/);
    const pending = JSON.parse(Buffer.from(value, 'base64url').toString());
    expect(pending).toEqual({
      state: params.state,
      nonce: params.nonce,
      returnUrl: '/en/loker/saved',
      locale: 'en',
    });
    expect(params.state).not.toBe(params.nonce);
    expect(params.state!.length).toBeGreaterThanOrEqual(43);
  });

  it('keeps the return address on this site, in Indonesian by default', () => {
    const { location, value } = start('?returnUrl=%2F%2Fevil.example');
    expect(location.searchParams.get('redirect_uri')).toBe(
      'https://jenjang.example/auth/google/callback',
    );
    expect(JSON.parse(Buffer.from(value, 'base64url').toString()).returnUrl).toBe('/');
  });

  it('keeps a job to save in the cookie, only when it is a job id', () => {
    const job = '0b5f3f3e-8c1a-4f3e-9b7a-2d6c1e4a9f10';
    const decode = (value: string) =>
      JSON.parse(Buffer.from(decodeURIComponent(value), 'base64url').toString('utf8'));
    expect(decode(start(`?saveJob=${job}`).value).saveJobId).toBe(job);
    expect(decode(start('?saveJob=..%2Fv1%2Fusers').value).saveJobId).toBeUndefined();
  });

  it('is not there when Google sign-in is not configured', () => {
    expect(
      startGoogleSignIn(new Request('https://jenjang.example/api/auth/google'), null).status,
    ).toBe(404);
  });
});

describe('finish', () => {
  const login = {
    data: {
      tokenData: {
        token: 'at.jwt',
        expire: 900,
        refreshToken: 'refresh-token-0123',
        refreshExpire: 3600,
      },
      user: { id: 'u1' },
      profile: null,
      role: 'student',
    },
  };

  it('sends the ID token with the nonce of the cookie, and sets the session cookies', async () => {
    const { location, value } = start('?returnUrl=%2Fprofile');
    fetchMock.mockResolvedValue(Response.json(login));
    const response = await finish(
      { idToken: 'id.token.value', state: location.searchParams.get('state') },
      `jj_google=${value}`,
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('at.jwt');
    // No profile yet: onboarding first, then where the person was going.
    expect(JSON.parse(text)).toEqual({
      data: { destination: '/onboarding?returnUrl=%2Fprofile' },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('http://api.internal:4000/v1/login/socmed');
    expect(JSON.parse(String(init!.body))).toEqual({
      provider: 'google',
      idToken: 'id.token.value',
      nonce: location.searchParams.get('nonce'),
    });
    expect(new Headers(init!.headers).get('x-forwarded-for')).toBe('203.0.113.5');
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/jj_at=at\.jwt;[^\n]*HttpOnly/);
    expect(cookies).toMatch(/jj_rt=refresh-token-0123;[^\n]*HttpOnly/);
    expect(cookies).toMatch(/jj_google=; Path=\/api\/auth\/google; Max-Age=0/);
  });

  it('saves the job the person set out to save, with the new session, and says so', async () => {
    const job = '0b5f3f3e-8c1a-4f3e-9b7a-2d6c1e4a9f10';
    const { location, value } = start(`?returnUrl=%2Floker%2Fakuntan&saveJob=${job}`);
    const detail = {
      data: { result: { id: job, role: 'Akuntan', company: { name: 'PT Maju' } } },
    };
    fetchMock.mockImplementation(async (url) => {
      const path = new URL(String(url)).pathname;
      if (path === '/v1/login/socmed') return Response.json(login);
      if (path === `/v1/job-portal/job/${job}/save`) {
        return Response.json({ data: { jobId: job, saved: true } });
      }
      if (path === `/v1/job-portal/job/${job}`) return Response.json(detail);
      return new Response(null, { status: 404 });
    });
    const response = await finish(
      { idToken: 'id.token', state: location.searchParams.get('state') },
      `jj_google=${value}`,
    );
    expect((await response.json()).data.saveOutcome).toEqual({
      saved: true,
      role: 'Akuntan',
      company: 'PT Maju',
    });
    const save = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/save'));
    expect(save?.[1]?.method).toBe('POST');
    expect(new Headers(save?.[1]?.headers).get('authorization')).toBe('Bearer at.jwt');
  });

  it("refuses a state that is not the cookie's, or no cookie, without asking the API", async () => {
    const { value } = start('');
    for (const [body, cookie] of [
      [{ idToken: 'id.token', state: 'forged-state' }, `jj_google=${value}`],
      [{ idToken: 'id.token', state: 'any' }, ''],
      [{ state: 'x' }, `jj_google=${value}`],
    ] as const) {
      const response = await finish(body, cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).messageId).toBe('SOCIAL_LOGIN_FAILED');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("passes the API's refusal on, without a session", async () => {
    const { location, value } = start('');
    const refusal = { statusCode: 409, messageId: 'ACCOUNT_EXISTS_USE_PASSWORD', message: 'x' };
    fetchMock.mockResolvedValue(Response.json(refusal, { status: 409 }));
    const response = await finish(
      { idToken: 'id.token', state: location.searchParams.get('state') },
      `jj_google=${value}`,
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(refusal);
    expect(response.headers.getSetCookie().join('\n')).not.toContain('jj_at=');
  });

  it('refuses a cross-site post', async () => {
    const { location, value } = start('');
    const response = await finish(
      { idToken: 'id.token', state: location.searchParams.get('state') },
      `jj_google=${value}`,
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
