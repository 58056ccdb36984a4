// Response headers every answer carries (issue 10, item 5; docs/decisions/011): helmet's set,
// tuned for an API that answers JSON, plus `Cache-Control: no-store` on every answer whose
// route did not choose its own caching, so personal data (the user, the profile, the export,
// tokens) is never kept by a browser or a shared cache, today's routes and tomorrow's alike.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** JSON needs nothing from a browser: no scripts, styles, frames or form targets. */
const API_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * The Swagger UI at /docs: its own script and style files, inline style attributes, its icons as
 * data: images, and calls to this API ("Try it out") at the public address.
 */
export function docsContentSecurityPolicy(publicApiUrl: string): string {
  const apiOrigin = new URL(publicApiUrl).origin;
  return [
    "default-src 'none'",
    "base-uri 'none'",
    `connect-src 'self' ${apiOrigin}`,
    "font-src 'self' data:",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "img-src 'self' data:",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
  ].join('; ');
}

export type SecurityHeadersOptions = { production: boolean };

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Browsers only honour it over https; a development API on http://localhost must not pin
    // the name to https for a year.
    strictTransportSecurity: options.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
