// Sign-in with Google on the web (docs/decisions/010), without Google's script (it cannot load
// here and the pages stay free of third-party code): OpenID Connect's implicit flow.
//
//   1. The button links to GET /api/auth/google (start): state and nonce are drawn, kept in a
//      short httpOnly cookie with the return address, and the browser goes to the provider's
//      authorization endpoint (GOOGLE_AUTHORIZATION_URL; Google's by default, a local provider
//      in the browser tests) with response_type=id_token.
//   2. The provider sends the browser back to /auth/google/callback (/en/… in English) with the
//      ID token in the URL fragment, which never reaches a server log. The callback page
//      removes it from the address bar and posts it to POST /api/auth/google/finish.
//   3. Finish checks the state against the cookie, sends the ID token and the cookie's nonce to
//      the API (POST /v1/login/socmed, which verifies signature, audience, nonce and address),
//      turns the answer into the session cookies and says where to go next.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  cookiesAreSecure,
  readCookie,
  serializeCookie,
  sessionCookies,
  type CookieInstruction,
} from '@/lib/auth/cookies';
import { tokenPairOf, withoutTokens } from '@/lib/auth/token-response';
import {
  isJobId,
  SAVE_JOB_PARAM,
  type SaveOutcome,
} from '@/features/saved-jobs/save-after-sign-in';
import { saveJobForSession } from '@/features/saved-jobs/save-for-session';
import { apiInternalUrl } from '@/lib/env';
import { isCrossSiteWrite } from '@/lib/http/request-info';
import { isAppLocale, routing, type AppLocale } from '@/lib/i18n/routing';
import { destinationAfterSignIn, returnTarget } from './destination';
import {
  googleCallbackUrl,
  googleSignInSettings,
  type GoogleSignInSettings,
} from './google-settings';

export const GOOGLE_STATE_COOKIE = 'jj_google';
/** The cookie goes back to start and finish only. */
const STATE_COOKIE_PATH = '/api/auth/google';
/** Long enough to choose an account at the provider, short enough to be useless later. */
const STATE_MAX_AGE_SECONDS = 600;

type PendingSignIn = {
  state: string;
  nonce: string;
  returnUrl: string;
  locale: AppLocale;
  /** A job the person set out to save while signed out (save-after-sign-in.ts). */
  saveJobId?: string;
};

function encodePending(pending: PendingSignIn): string {
  return Buffer.from(JSON.stringify(pending)).toString('base64url');
}

function decodePending(value: string | undefined): PendingSignIn | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as PendingSignIn;
    const fields = [parsed.state, parsed.nonce, parsed.returnUrl];
    if (fields.some((field) => typeof field !== 'string') || !isAppLocale(parsed.locale)) {
      return null;
    }
    const { saveJobId, ...rest } = parsed;
    return isJobId(saveJobId) ? { ...rest, saveJobId } : rest;
  } catch {
    return null;
  }
}

function stateCookie(value: string, maxAge: number): CookieInstruction {
  return {
    name: GOOGLE_STATE_COOKIE,
    value,
    options: {
      httpOnly: true,
      secure: cookiesAreSecure(),
      // Lax: the cookie comes back with the top-level navigation from the provider.
      sameSite: 'lax',
      path: STATE_COOKIE_PATH,
      maxAge,
    },
  };
}

/** GET /api/auth/google?returnUrl=…&locale=…[&saveJob=…]: off to the provider. */
export function startGoogleSignIn(
  request: Request,
  settings: GoogleSignInSettings | null = googleSignInSettings(),
): Response {
  if (!settings) return new Response(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const rawLocale = query.get('locale');
  const locale: AppLocale = isAppLocale(rawLocale) ? rawLocale : routing.defaultLocale;
  const pending: PendingSignIn = {
    state: randomBytes(32).toString('base64url'),
    nonce: randomBytes(32).toString('base64url'),
    returnUrl: returnTarget(query.get('returnUrl'), locale),
    locale,
  };
  const saveJobId = query.get(SAVE_JOB_PARAM);
  if (isJobId(saveJobId)) pending.saveJobId = saveJobId;
  const authorization = new URL(settings.authorizationUrl);
  authorization.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: googleCallbackUrl(settings, locale),
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce: pending.nonce,
    state: pending.state,
    prompt: 'select_account',
  }).toString();
  const headers = new Headers({ location: authorization.toString(), 'cache-control': 'no-store' });
  headers.append(
    'set-cookie',
    serializeCookie(stateCookie(encodePending(pending), STATE_MAX_AGE_SECONDS)),
  );
  return new Response(null, { status: 302, headers });
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function envelope(status: number, messageId: string, message: string): Response {
  return Response.json(
    { statusCode: status, label: status === 403 ? 'Forbidden' : 'Bad Request', messageId, message },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * POST /api/auth/google/finish {idToken, state}: the session cookies and `{data: {destination}}`,
 * or the API's error envelope (e.g. 409 ACCOUNT_EXISTS_USE_PASSWORD). The state cookie is spent
 * either way: a second try starts over.
 */
export async function finishGoogleSignIn(
  request: Request,
  forwardHeaders: (request: Request) => Headers,
): Promise<Response> {
  const pending = decodePending(readCookie(request.headers.get('cookie'), GOOGLE_STATE_COOKIE));
  const spendState = (response: Response) => {
    response.headers.append('set-cookie', serializeCookie(stateCookie('', 0)));
    return response;
  };
  if (isCrossSiteWrite(request)) {
    return spendState(envelope(403, 'FORBIDDEN', 'Cross-site request refused'));
  }
  const body = (await request.json().catch(() => null)) as {
    idToken?: unknown;
    state?: unknown;
  } | null;
  if (
    !pending ||
    typeof body?.idToken !== 'string' ||
    typeof body.state !== 'string' ||
    !sameSecret(body.state, pending.state)
  ) {
    return spendState(
      envelope(400, 'SOCIAL_LOGIN_FAILED', 'This Google sign-in is no longer valid'),
    );
  }
  const headers = forwardHeaders(request);
  headers.set('content-type', 'application/json');
  headers.set('x-locale', pending.locale);
  const answer = await fetch(`${apiInternalUrl()}/v1/login/socmed`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ provider: 'google', idToken: body.idToken, nonce: pending.nonce }),
    cache: 'no-store',
  });
  const json: unknown = await answer.json().catch(() => null);
  const tokens = answer.ok ? tokenPairOf(json) : null;
  if (!tokens) {
    // The API's own envelope (in the person's language), e.g. 409 ACCOUNT_EXISTS_USE_PASSWORD.
    const status = answer.ok ? 502 : answer.status;
    return spendState(Response.json(json, { status, headers: { 'cache-control': 'no-store' } }));
  }
  const session = (withoutTokens(json) as { data: { role: string; profile: unknown } }).data;
  const destination = destinationAfterSignIn(session, pending.returnUrl, pending.locale);
  // Only job seekers save jobs; the callback page keeps the outcome for the next page.
  const saveOutcome: SaveOutcome | null =
    pending.saveJobId && session.role === 'student'
      ? await saveJobForSession(pending.saveJobId, tokens.token, pending.locale)
      : null;
  const response = Response.json(
    { data: saveOutcome ? { destination, saveOutcome } : { destination } },
    { headers: { 'cache-control': 'no-store' } },
  );
  for (const cookie of sessionCookies(tokens)) {
    response.headers.append('set-cookie', serializeCookie(cookie));
  }
  return spendState(response);
}
