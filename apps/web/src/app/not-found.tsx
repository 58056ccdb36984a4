import '@fontsource-variable/plus-jakarta-sans/wght.css';
import '@/styles/globals.css';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { NotFoundDocument } from '@/features/errors/lazy-boundaries';
import type { NotFoundDocumentTexts } from '@/features/errors/not-found-document';
import { routing, type AppLocale } from '@/lib/i18n/routing';

async function textsFor(locale: AppLocale): Promise<NotFoundDocumentTexts> {
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    code: t('errors.notFound.code'),
    title: t('errors.notFound.title'),
    body: t('errors.notFound.body'),
    home: t('errors.notFound.home'),
    jobs: t('errors.notFound.jobs'),
    pageTitle: `${t('pages.notFound.title')} | ${t('meta.siteName')}`,
    description: t('pages.notFound.description'),
    skipToContent: t('a11y.skipToContent'),
    homeLink: t('a11y.homeLink'),
    switchLanguage: t('language.switch'),
    otherLanguage: t('language.otherShort'),
  };
}

/**
 * Every path no route claims, /404 included. Next server-renders this root page with a real
 * 404 status (a notFound() thrown inside a page is only shown after hydration), so unknown
 * paths end here rather than in a catch-all route. Like /404 in the spec: no standard layout.
 */
export default async function RootNotFound() {
  // Per request, like every page: its scripts need the nonce of the request's policy.
  await connection();
  const entries = await Promise.all(
    routing.locales.map(async (locale) => [locale, await textsFor(locale)] as const),
  );
  return (
    <NotFoundDocument
      texts={Object.fromEntries(entries) as Record<AppLocale, NotFoundDocumentTexts>}
    />
  );
}
