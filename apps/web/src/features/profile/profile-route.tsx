import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
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
