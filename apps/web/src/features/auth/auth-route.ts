// Shared pieces of the five account route files: metadata and query parameters.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { apiFetchAsUser, hasSession } from '@/lib/auth/server-api';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import type { AppLocale } from '@/lib/i18n/routing';
import type { PageKey } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export type AuthRouteProps = { params: LocaleParams; searchParams: SearchParams };

export function authMetadata(key: PageKey) {
  return async ({ params }: { params: LocaleParams }): Promise<Metadata> => ({
    ...(await pageMetadata(await resolveLocale(params), key)),
    // These URLs can carry an email address (reset mail, imported-application mail): nothing
    // the page loads learns where it came from.
    referrer: 'no-referrer',
  });
}

/** The first value of a query parameter, trimmed; null when absent or empty. */
export function queryValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : null;
}

export async function readAuthRoute(
  props: AuthRouteProps,
): Promise<{ locale: AppLocale; query: (name: string) => string | null }> {
  const [locale, searchParams] = await Promise.all([
    resolveLocale(props.params),
    props.searchParams,
  ]);
  return { locale, query: (name) => queryValue(searchParams[name]) };
}

/**
 * Sign-in and sign-up are pointless with a live session: the user goes straight to where the
 * page would have sent them. "Live" is what the API says (GET /v1/login/self), not the presence
 * of cookies, so a dead session cannot bounce between this page and a protected one.
 */
export async function leaveWhenSignedIn(target: string): Promise<void> {
  if (!(await hasSession())) return;
  const self = await apiFetchAsUser('/v1/login/self').catch(() => null);
  if (self?.status === 200) redirect(target);
}
