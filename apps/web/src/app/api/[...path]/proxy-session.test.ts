// The proxy's part in the web session: cookies become a bearer token, token answers become
// cookies, an expired access cookie is refreshed once, sign-out clears the cookies.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRefreshMemo } from '@/lib/auth/refresh';
import { SESSION_EXPIRED_HEADER } from '@/lib/auth/session-headers';
import { proxyToApi } from './proxy';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubEnv('API_INTERNAL_URL', 'http://api.internal:4000');
  // This process's memo alone (refresh-shared.test.ts covers the one shared through Redis): an
  // outcome Redis remembers from an earlier run would answer without calling the stubbed fetch.
  vi.stubEnv('REDIS_URL', '');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  resetRefreshMemo();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const loginBody = {
  data: {
    tokenData: {
      token: 'new.jwt',
      expire: 900,
      refreshToken: 'new-refresh-token-0123',
      refreshExpire: 3600,
    },
    user: { id: 'u1' },
    profile: null,
    role: 'student',
  },
};

function call(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  return proxyToApi(
    new Request(`http://web/api/${path}`, { ...init, headers }),
    path.split('?')[0]!.split('/'),
  );
}

const setCookies = (response: Response) => response.headers.getSetCookie();

describe('the proxy and the session cookies', () => {
  it('sends the access cookie as a bearer token and ignores an Authorization of the browser', async () => {
    fetchMock.mockResolvedValue(json({ data: {} }));
    await call('v1/users/me', {
      cookie: 'jj_at=access.jwt; jj_rt=refresh-token-0123456789',
      headers: { authorization: 'Bearer forged' },
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer access.jwt');
  });

  it('turns a sign-in answer into cookies and strips the tokens from the body', async () => {
    fetchMock.mockResolvedValue(json(loginBody));
    const response = await call('v1/login/email', {
      method: 'POST',
      body: '{"email":"a@b.c","password":"x"}',
    });
    const cookies = setCookies(response).join('\n');
    expect(cookies).toContain('jj_at=new.jwt');
    expect(cookies).toContain('jj_rt=new-refresh-token-0123');
    expect(cookies).toMatch(/jj_at=[^\n]*HttpOnly/);
    const body = await response.json();
    expect(body.data.tokenData).toEqual({ expire: 900, refreshExpire: 3600 });
    expect(JSON.stringify(body)).not.toContain('new.jwt');
  });

  it('does not set cookies for a failed sign-in', async () => {
    fetchMock.mockResolvedValue(json({ statusCode: 403, messageId: 'INVALID_CREDENTIALS' }, 403));
    const response = await call('v1/login/email', { method: 'POST', body: '{}' });
    expect(response.status).toBe(403);
    expect(setCookies(response)).toEqual([]);
  });

  it('refreshes first when only the refresh cookie is left, then calls with the new token', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/v1/login/refresh') ? json(loginBody) : json({ data: { ok: 1 } }),
    );
    const response = await call('v1/users/me', { cookie: 'jj_rt=old-refresh-token-0123' });
    expect(response.status).toBe(200);
    const [refreshUrl, refreshInit] = fetchMock.mock.calls[0]!;
    expect(String(refreshUrl)).toBe('http://api.internal:4000/v1/login/refresh');
    expect(JSON.parse(String(refreshInit!.body))).toEqual({
      refreshToken: 'old-refresh-token-0123',
    });
    const [, init] = fetchMock.mock.calls[1]!;
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer new.jwt');
    expect(setCookies(response).join('\n')).toContain('jj_at=new.jwt');
  });

  it('shares one refresh between concurrent requests with the same cookie', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/v1/login/refresh') ? json(loginBody) : json({ data: {} }),
    );
    await Promise.all(
      Array.from({ length: 5 }, () => call('v1/users/me', { cookie: 'jj_rt=shared-refresh-0123' })),
    );
    const refreshes = fetchMock.mock.calls.filter(([url]) =>
      String(url).endsWith('/login/refresh'),
    );
    expect(refreshes).toHaveLength(1);
  });

  it('marks the answer and clears the cookies when the refresh is refused', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/v1/login/refresh')
        ? json({ statusCode: 401, messageId: 'UNAUTHORIZED' }, 401)
        : json({ statusCode: 401, messageId: 'UNAUTHORIZED' }, 401),
    );
    const response = await call('v1/users/me', { cookie: 'jj_rt=revoked-refresh-0123' });
    expect(response.status).toBe(401);
    expect(response.headers.get(SESSION_EXPIRED_HEADER)).toBe('1');
    expect(setCookies(response).join('\n')).toMatch(/jj_rt=; Path=\/; Max-Age=0/);
  });

  it('retries once with a refreshed token when the API refuses the access token', async () => {
    let apiCalls = 0;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/v1/login/refresh')) return json(loginBody);
      apiCalls += 1;
      const auth = new Headers(init!.headers).get('authorization');
      return auth === 'Bearer new.jwt'
        ? json({ data: { ok: true } })
        : json({ statusCode: 401, messageId: 'UNAUTHORIZED' }, 401);
    });
    const response = await call('v1/users/me', {
      cookie: 'jj_at=stale.jwt; jj_rt=live-refresh-0123456',
    });
    expect(response.status).toBe(200);
    expect(apiCalls).toBe(2);
  });

  it('signs out with the refresh token from the cookie and clears the cookies', async () => {
    fetchMock.mockResolvedValue(json({ data: { ok: true } }));
    const response = await call('v1/login/logout', {
      method: 'POST',
      cookie: 'jj_at=access.jwt; jj_rt=refresh-to-revoke-01',
      body: '{}',
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(new TextDecoder().decode(init!.body as Uint8Array))).toEqual({
      refreshToken: 'refresh-to-revoke-01',
    });
    const cookies = setCookies(response);
    expect(cookies).toHaveLength(3);
    expect(cookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('keeps the device token of a sign-in in an httpOnly cookie sent to the sign-in only', async () => {
    fetchMock.mockResolvedValue(
      json({ data: { ...loginBody.data, deviceToken: 'd1.device.tok' } }),
    );
    const response = await call('v1/login/email', {
      method: 'POST',
      body: '{"email":"a@b.c","password":"x"}',
    });
    const device = setCookies(response).find((cookie) => cookie.startsWith('jj_dev='));
    expect(device).toBe(
      'jj_dev=d1.device.tok; Path=/api/v1/login/email; Max-Age=31536000; SameSite=Lax; HttpOnly',
    );
    expect(JSON.stringify(await response.json())).not.toContain('d1.device.tok');
  });

  it("sends the cookie's device token with a sign-in, never a page script's", async () => {
    fetchMock.mockResolvedValue(json(loginBody));
    const sentBody = (index: number) =>
      JSON.parse(new TextDecoder().decode(fetchMock.mock.calls[index]![1]!.body as Uint8Array));
    await call('v1/login/email', {
      method: 'POST',
      cookie: 'jj_dev=d1.from.cookie',
      body: '{"email":"a@b.c","password":"x","deviceToken":"d1.from.script"}',
    });
    expect(sentBody(0)).toEqual({ email: 'a@b.c', password: 'x', deviceToken: 'd1.from.cookie' });
    await call('v1/login/email', {
      method: 'POST',
      body: '{"email":"a@b.c","password":"x","deviceToken":"d1.from.script"}',
    });
    expect(sentBody(1)).toEqual({ email: 'a@b.c', password: 'x' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init!.headers).get('cookie')).toBeNull();
  });

  it('forwards the device token with no other call', async () => {
    fetchMock.mockResolvedValue(json(loginBody));
    const body = '{"email":"a@b.c","code":"123456"}';
    await call('v1/users/sign-up/verify', {
      method: 'POST',
      cookie: 'jj_dev=d1.from.cookie',
      body,
    });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new TextDecoder().decode(init!.body as Uint8Array)).toBe(body);
    expect(new Headers(init!.headers).get('cookie')).toBeNull();
  });

  it('keeps the device cookie when signing out, drops it with the account', async () => {
    fetchMock.mockResolvedValue(json({ data: { ok: true } }));
    const out = await call('v1/login/logout', {
      method: 'POST',
      cookie: 'jj_rt=refresh-to-revoke-01; jj_dev=d1.kept',
      body: '{}',
    });
    expect(setCookies(out).some((cookie) => cookie.startsWith('jj_dev='))).toBe(false);
    fetchMock.mockResolvedValue(json({ data: { deleted: true } }));
    const deleted = await call('v1/users/me', {
      method: 'DELETE',
      cookie: 'jj_at=access.jwt; jj_dev=d1.kept',
    });
    expect(setCookies(deleted)).toContain(
      'jj_dev=; Path=/api/v1/login/email; Max-Age=0; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly',
    );
  });

  it('refuses a cross-site write before it reaches the API', async () => {
    const response = await call('v1/users/password', {
      method: 'PUT',
      headers: { origin: 'https://evil.example', host: 'web' },
      cookie: 'jj_at=access.jwt',
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
