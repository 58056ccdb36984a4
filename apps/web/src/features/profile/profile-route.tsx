import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { signInPath } from '@/lib/auth/return-url';
import { hasSession } from '@/lib/auth/server-api';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { localizedPath } from '@/lib/i18n/routing';
import { PAGES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { loadProfilePage } from './load-profile';
import { pickProfileClientMessages } from './profile-client-messages';
import { ProfilePage } from './profile-page';

// The pieces of app/[locale]/(site)/profile: route files stay one line each.

export async function generateProfileMetadata({
  params,
}: {
  params: LocaleParams;
}): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'profile');
}

export async function ProfileRoutePage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const data = await loadProfilePage(locale);
  return <ProfilePage data={data} locale={locale} />;
}

/** Gives the page, its loading state and its error boundary their texts in the browser. */
export async function ProfileRouteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await resolveLocale(params);
  // Signed out: the redirect is sent here, before loading.tsx starts streaming the page, so the
  // browser gets a real redirect rather than a 200 with the redirect inside the stream.
  if (!(await hasSession())) {
    redirect(localizedPath(locale, signInPath(localizedPath(locale, PAGES.profile.path))));
  }
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickProfileClientMessages(messages)}
      timeZone="Asia/Jakarta"
    >
      {children}
    </NextIntlClientProvider>
  );
}
