import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGES } from '@jenjang/domain';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/request-info';
import { bodyLimitFor, forwardHeaders, MAX_BODY_BYTES, proxyToApi, targetUrl } from './proxy';

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

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};

describe('targetUrl', () => {
  it('maps /api/v1/... onto the API with the query', () => {
    expect(targetUrl(['v1', 'explore-job', 'autocomplete'], '?q=admin')?.toString()).toBe(
      'http://api.internal:4000/v1/explore-job/autocomplete?q=admin',
    );
  });

  it('serves only versioned routes', () => {
    expect(targetUrl(['docs', 'json'], '')).toBeNull();
    expect(targetUrl(['readyz'], '')).toBeNull();
    expect(targetUrl(['v1'], '')).toBeNull();
    expect(targetUrl(['v1', '..', 'docs'], '')).toBeNull();
  });

  it('never relays the development mailbox, which the API serves to this machine only', () => {
    expect(targetUrl(['v1', 'dev', 'mailbox'], '')).toBeNull();
    expect(targetUrl(['v1', 'DEV', 'mailbox', 'view'], '')).toBeNull();
  });

  it('keeps encoded characters of a segment inside that segment', () => {
    expect(targetUrl(['v1', 'job-portal', 'job', 'slug', 'a/b'], '')?.pathname).toBe(
      '/v1/job-portal/job/slug/a%2Fb',
    );
  });
});

describe('forwardHeaders', () => {
  const mark = Symbol.for('jenjang.web.client-address-server');
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[mark];
  });

  it('passes the language, ids, client names and the address the web server saw', () => {
    (globalThis as Record<symbol, unknown>)[mark] = true;
    const request = new Request('http://web/api/v1/x', {
      headers: {
        'accept-language': 'en',
        'x-request-id': 'req-1',
        'x-forwarded-for': '203.0.113.7, 10.0.0.2',
        [CLIENT_ADDRESS_HEADER]: '198.51.100.4',
        cookie: 'secret=1',
        host: 'web',
      },
    });
    const headers = forwardHeaders(request);
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('x-request-id')).toBe('req-1');
    expect(headers.get('x-forwarded-for')).toBe('198.51.100.4');
    expect(headers.get(CLIENT_ADDRESS_HEADER)).toBeNull();
    expect(headers.get('x-client-app')).toBe('jenjang-talent-web');
    expect(headers.get('x-client-version')).toMatch(/^\d+\.\d+\.\d+/);
    expect(headers.get('cookie')).toBeNull();
  });

  it("never passes on the browser's own X-Forwarded-For", () => {
    (globalThis as Record<symbol, unknown>)[mark] = true;
    const request = new Request('http://web/api/v1/x', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forwardHeaders(request).get('x-forwarded-for')).toBeNull();
  });

  it('passes no address when the app runs without the server that sets it', () => {
    const request = new Request('http://web/api/v1/x', {
      headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.4' },
    });
    expect(forwardHeaders(request).get('x-forwarded-for')).toBeNull();
  });
});

describe('proxyToApi', () => {
  it('answers with the API status, body and relevant headers', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"statusCode":429}', {
        status: 429,
        headers: {
          'content-type': 'application/json',
          'retry-after': '30',
          'cache-control': 'no-store',
          'set-cookie': 'x=1',
        },
      }),
    );
    const response = await proxyToApi(
      new Request('http://web/api/v1/explore-job/job?search=admin&cityIds=1&cityIds=2'),
      ['v1', 'explore-job', 'job'],
    );
    expect(lastCall().url).toBe(
      'http://api.internal:4000/v1/explore-job/job?search=admin&cityIds=1&cityIds=2',
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe('{"statusCode":429}');
  });

  it('forwards the method, body and content type', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const response = await proxyToApi(
      new Request('http://web/api/v1/job-portal/job/1/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      }),
      ['v1', 'job-portal', 'job', '1', 'save'],
    );
    const { init, headers } = lastCall();
    expect(response.status).toBe(204);
    expect(init.method).toBe('POST');
    expect(new TextDecoder().decode(init.body as Uint8Array)).toBe('{"a":1}');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('relays company images without the session, with their length and caching', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        status: 200,
        headers: {
          'content-type': 'image/png',
          'content-length': '4',
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        },
      }),
    );
    const path = [
      'v1',
      'company-files',
      '5f0c6a2e-1c1b-4f65-9a53-2f0f3a4d5e6f',
      `${'a'.repeat(32)}.png`,
    ];
    const response = await proxyToApi(
      new Request(`http://web/api/${path.join('/')}`, {
        // Only a refresh cookie: a page request would rotate it first; a file never does.
        headers: { cookie: 'jj_at=access-token; jj_rt=refresh-token' },
      }),
      path,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastCall().headers.get('authorization')).toBeNull();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe('4');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('lets company logo and photo uploads through up to their limits', () => {
    expect(bodyLimitFor('v1/employer/company/logo')).toBeGreaterThan(1024 * 1024);
    expect(bodyLimitFor('v1/employer/company/photos')).toBeGreaterThan(5 * 1024 * 1024);
    expect(bodyLimitFor('v1/employer/company/profile')).toBe(MAX_BODY_BYTES);
  });

  it('refuses bodies over 1 MB without calling the API', async () => {
    const response = await proxyToApi(
      new Request('http://web/api/v1/x/y', { method: 'PUT', body: 'x'.repeat(MAX_BODY_BYTES + 1) }),
      ['v1', 'x', 'y'],
    );
    expect(response.status).toBe(413);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a CV upload of up to 5 MB through, and only that route', async () => {
    expect(bodyLimitFor('v1/job-portal/me/student/cv')).toBeGreaterThan(5 * 1024 * 1024);
    expect(bodyLimitFor('v1/job-portal/me/student')).toBe(MAX_BODY_BYTES);
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
    const upload = await proxyToApi(
      new Request('http://web/api/v1/job-portal/me/student/cv', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: 'x'.repeat(3 * 1024 * 1024),
      }),
      ['v1', 'job-portal', 'me', 'student', 'cv'],
    );
    expect(upload.status).toBe(201);
    expect((lastCall().init.body as Uint8Array).byteLength).toBe(3 * 1024 * 1024);
  });

  it('passes the download headers of a file through', async () => {
    fetchMock.mockResolvedValue(
      new Response('%PDF-', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="cv.pdf"',
          'x-content-type-options': 'nosniff',
        },
      }),
    );
    const response = await proxyToApi(
      new Request('http://web/api/v1/job-portal/me/student/cv/file'),
      ['v1', 'job-portal', 'me', 'student', 'cv', 'file'],
    );
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cv.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 504 REQUEST_TIMEOUT when the API is too slow', async () => {
    fetchMock.mockRejectedValue(new DOMException('timed out', 'TimeoutError'));
    const response = await proxyToApi(new Request('http://web/api/v1/x/y'), ['v1', 'x', 'y']);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      statusCode: 504,
      label: 'Gateway Timeout',
      messageId: 'REQUEST_TIMEOUT',
      message: 'Request timed out',
    });
  });

  it('answers 502 with the spec’s network message when the API is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await proxyToApi(new Request('http://web/api/v1/x/y'), ['v1', 'x', 'y']);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      statusCode: 502,
      messageId: 'NETWORK_ERROR',
      message: 'A network error occured. Please try refreshing the page',
    });
    const idn = await proxyToApi(
      new Request('http://web/api/v1/x/y', { headers: { 'x-locale': 'idn' } }),
      ['v1', 'x', 'y'],
    );
    expect((await idn.json()).message).toBe(NETWORK_ERROR_MESSAGES.idn);
  });

  it('is a 404 envelope outside the versioned API', async () => {
    const response = await proxyToApi(new Request('http://web/api/docs'), ['docs']);
    expect(response.status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
