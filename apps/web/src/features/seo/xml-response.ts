// Crawlers may keep a sitemap for an hour; when the API is down they are asked to come back
// rather than being handed a list with pages missing.
const MAX_AGE_SECONDS = 3600;
const RETRY_AFTER_SECONDS = 600;

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': `public, max-age=${MAX_AGE_SECONDS}`,
    },
  });
}

export function textResponse(text: string, contentType = 'text/plain; charset=utf-8'): Response {
  return new Response(text, {
    headers: { 'content-type': contentType, 'cache-control': `public, max-age=${MAX_AGE_SECONDS}` },
  });
}

export function unavailableResponse(): Response {
  return new Response('Temporarily unavailable', {
    status: 503,
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
  });
}
