import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import {
  ACCESS_COOKIE,
  clearedSessionCookies,
  REFRESH_COOKIE,
  sessionCookies,
  type CookieInstruction,
} from './lib/auth/cookies';
import { refreshTokens } from './lib/auth/refresh';
import { createNonce, pageContentSecurityPolicy } from './lib/http/content-security-policy';
import { clientIp } from './lib/http/request-info';
import { routing } from './lib/i18n/routing';
import { REQUESTED_PATH_HEADER } from './lib/http/request-info';

// Serves Indonesian at bare paths (rewritten to /idn/... internally), English under /en, and
// redirects /idn/... to the bare path.
const intl = createMiddleware(routing);

/**
 * The access cookie lapses before its token; a navigation that arrives with only the refresh
 * cookie rotates the session here, so the page renders signed in and the browser stores the new
 * cookies with the page. Server components asking for the token during this same request get
 * the same rotation from the shared memo (lib/auth/refresh.ts).
 */
async function renewedSession(request: NextRequest): Promise<CookieInstruction[]> {
  const refreshToken = request.cookies.get(REFRESH_COOKIE)?.value;
  if (!refreshToken || request.cookies.get(ACCESS_COOKIE)?.value) return [];
  const outcome = await refreshTokens(refreshToken, {
    clientIp: clientIp(request),
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
  });
  if (outcome.ok) return sessionCookies(outcome.tokens);
  return outcome.reason === 'rejected' ? clearedSessionCookies() : [];
}

export default async function middleware(request: NextRequest) {
  // A fresh nonce per page (docs/decisions/011). Next.js reads it from the request's policy and
  // puts it on its scripts; every page is rendered per request for it (app/[locale]/layout.tsx).
  const policy = pageContentSecurityPolicy(createNonce(), {
    development: process.env.NODE_ENV === 'development',
  });
  request.headers.set('content-security-policy', policy);
  // The page asked for, for layouts that send a signed-out visitor to sign in and back (the
  // employer area): layouts are not told their page. Set here, so a client's own value never
  // survives; the sign-in page checks any returnUrl anyway (safeReturnUrl).
  request.headers.set(
    REQUESTED_PATH_HEADER,
    `${request.nextUrl.pathname}${request.nextUrl.search}`,
  );
  const cookies = await renewedSession(request);
  const response = intl(request);
  response.headers.set('content-security-policy', policy);
  for (const { name, value, options } of cookies) response.cookies.set(name, value, options);
  return response;
}

export const config = {
  // Everything except Next internals, the API proxy and files with an extension (robots.txt,
  // sitemap.xml, icon.svg, fonts). Node.js runtime: the refresh memo is shared with the pages.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
  runtime: 'nodejs',
};
