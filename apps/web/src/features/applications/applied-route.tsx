import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Messages } from 'next-intl';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { signInPath } from '@/lib/auth/return-url';
import { hasSession } from '@/lib/auth/server-api';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { localizedPath } from '@/lib/i18n/routing';
import { PAGES } from '@/lib/routes';

/** What the page's client parts (loading, withdraw, tech-test form) translate in the browser. */
function pickClientMessages(messages: Messages): Messages {
  return {
    profile: { appliedJobs: messages.profile.appliedJobs },
  } as unknown as Messages;
}

/**
 * The layout of /loker/applied. Signed out: the redirect is sent here, before loading.tsx starts
 * streaming the page, so the browser gets a real redirect (as the profile does).
 */
export async function AppliedRouteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await resolveLocale(params);
  if (!(await hasSession())) {
    redirect(localizedPath(locale, signInPath(localizedPath(locale, PAGES.appliedJobs.path))));
  }
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickClientMessages(messages)}
      timeZone="Asia/Jakarta"
    >
      {children}
    </NextIntlClientProvider>
  );
}
