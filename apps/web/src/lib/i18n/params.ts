import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isAppLocale, type AppLocale } from './routing';

export type LocaleParams = Promise<{ locale: string }>;

/**
 * The locale of a route, registered for this render so next-intl need not read headers (which
 * would make every page dynamic). Unknown locales are a 404.
 */
export async function resolveLocale(params: LocaleParams): Promise<AppLocale> {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
