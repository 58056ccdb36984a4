'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { LANGUAGE_TAG, localizedPath, routing, type AppLocale } from '@/lib/i18n/routing';
import { stripLocalePrefix } from '@/lib/layout/path';
import { JOB_SEARCH_PATH } from '@/lib/routes';
import { LogoMark } from '@/features/shell/logo-mark';
import { NotFoundPanel, type NotFoundTexts } from './not-found-panel';

export type NotFoundDocumentTexts = NotFoundTexts & {
  pageTitle: string;
  description: string;
  skipToContent: string;
  homeLink: string;
  switchLanguage: string;
  otherLanguage: string;
};

type Place = { locale: AppLocale; path: string };

function placeOf(pathname: string): Place {
  const locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : routing.defaultLocale;
  return { locale, path: stripLocalePrefix(pathname, routing.locales) };
}

/**
 * The whole document of the root 404 page. Next prerenders it once (it cannot read the request
 * without making every page dynamic, since its element is part of every route's tree), so it
 * starts in Indonesian and switches to the URL's language once it runs in the browser.
 */
export function NotFoundDocument({ texts }: { texts: Record<AppLocale, NotFoundDocumentTexts> }) {
  const pathname = usePathname();
  const [place, setPlace] = useState<Place>({ locale: routing.defaultLocale, path: '/' });
  useEffect(() => {
    setPlace(placeOf(pathname ?? window.location.pathname));
  }, [pathname]);
  const { locale, path } = place;
  const other: AppLocale = locale === 'en' ? 'idn' : 'en';
  const t = texts[locale];
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased">
        <title>{t.pageTitle}</title>
        <meta name="description" content={t.description} />
        <a
          href="#main-content"
          className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          {t.skipToContent}
        </a>
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-6">
            <Link
              href={localizedPath(locale, '/')}
              aria-label={t.homeLink}
              className="flex min-h-11 items-center rounded-md"
            >
              <LogoMark tone="brand" />
            </Link>
            <Link
              href={localizedPath(other, path)}
              hrefLang={LANGUAGE_TAG[other]}
              title={t.switchLanguage}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 px-2 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700"
            >
              {t.otherLanguage}
              {/* The name starts with what it shows (WCAG 2.5.3), as the site's LanguageSwitch. */}
              <span className="sr-only"> {t.switchLanguage}</span>
            </Link>
          </div>
        </header>
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          <NotFoundPanel
            texts={t}
            homeHref={localizedPath(locale, '/')}
            jobsHref={localizedPath(locale, JOB_SEARCH_PATH)}
          />
        </main>
      </body>
    </html>
  );
}
