import '@fontsource-variable/plus-jakarta-sans/wght.css';
import '@/styles/globals.css';
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SITE_URL } from '@/lib/env';
import { SkipLinks } from '@/features/shell/skip-links';
import { pickClientTexts } from '@/lib/i18n/client-text';
import { ClientTextProvider } from '@/lib/i18n/client-text-provider';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { LANGUAGE_TAG, OPEN_GRAPH_LOCALE, routing } from '@/lib/i18n/routing';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Only the two locales exist; other first segments (say /favicon.ico, which skips the
// middleware) are a plain 404 instead of rendering this layout.
export const dynamicParams = false;

export const viewport: Viewport = { themeColor: '#1e40af' };

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'common.meta' });
  return {
    metadataBase: new URL(SITE_URL),
    applicationName: t('siteName'),
    title: { default: t('defaultTitle'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription'),
    openGraph: { siteName: t('siteName'), locale: OPEN_GRAPH_LOCALE[locale], type: 'website' },
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  // Rendered per request, every page: the Content-Security-Policy nonce that Next.js puts on
  // its scripts is new for each (middleware.ts; docs/decisions/011).
  await connection();
  const locale = await resolveLocale(params);
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'common.a11y' }),
    getMessages({ locale }),
  ]);
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-slate-900 antialiased">
        {/* No next-intl on the client here: client components get the locale (LocaleProvider)
            and plain texts (ClientTextProvider) or props, so next-intl's runtime and message
            parser stay out of the pages' JavaScript. Pages that translate in the browser (the
            account forms, profile, onboarding) wrap themselves in NextIntlClientProvider. */}
        <LocaleProvider locale={locale}>
          <SkipLinks labels={{ content: t('skipToContent'), results: t('skipToResults') }} />
          <ClientTextProvider texts={pickClientTexts(messages)}>{children}</ClientTextProvider>
        </LocaleProvider>
      </body>
    </html>
  );
}
