// Where onboarding ends. `returnUrl` arrives in two forms: the browser's student gate sends the
// page's full path (`/en/loker/saved`), the server's sends the path without the locale
// (`/loker/saved`). Both must land in the language the person is using now.
import { safeReturnUrl } from '@/lib/auth/return-url';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

function hasLocalePrefix(path: string, locale: AppLocale): boolean {
  const prefix = `/${locale}`;
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

export function onboardingDestination(returnUrl: string | undefined, locale: AppLocale): string {
  const home = localizedPath(locale, '/');
  const target = safeReturnUrl(returnUrl, home);
  if (target === home || locale === 'idn' || hasLocalePrefix(target, locale)) return target;
  return localizedPath(locale, target);
}
