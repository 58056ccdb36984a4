// Whether and where sign-in with Google goes (docs/decisions/010). Read on the server at
// request time, so one build serves any deployment; the button shows only when configured.
import { SITE_URL } from '@/lib/env';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

export const DEFAULT_GOOGLE_AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const CALLBACK_PATH = '/auth/google/callback';

export type GoogleSignInSettings = {
  clientId: string;
  authorizationUrl: string;
  /** The site's origin as the provider sends people back to it. */
  callbackOrigin: string;
};

/**
 * Configured when GOOGLE_CLIENT_ID is set. GOOGLE_AUTHORIZATION_URL points elsewhere than
 * Google (the browser tests' local provider); GOOGLE_CALLBACK_ORIGIN is the site's address when
 * it differs from the build's NEXT_PUBLIC_SITE_URL.
 */
export function googleSignInSettings(
  env: Record<string, string | undefined> = process.env,
): GoogleSignInSettings | null {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  if (!clientId) return null;
  try {
    const authorizationUrl = new URL(
      env.GOOGLE_AUTHORIZATION_URL?.trim() || DEFAULT_GOOGLE_AUTHORIZATION_URL,
    ).toString();
    const callbackOrigin = new URL(env.GOOGLE_CALLBACK_ORIGIN?.trim() || SITE_URL).origin;
    return { clientId, authorizationUrl, callbackOrigin };
  } catch {
    return null;
  }
}

/** Where the provider sends the browser back: one address per language, both registered. */
export function googleCallbackUrl(settings: GoogleSignInSettings, locale: AppLocale): string {
  return `${settings.callbackOrigin}${localizedPath(locale, CALLBACK_PATH)}`;
}
