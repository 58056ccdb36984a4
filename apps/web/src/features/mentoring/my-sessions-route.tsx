import { NextIntlClientProvider } from 'next-intl';
import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { signInPath } from '@/lib/auth/return-url';
import { hasSession } from '@/lib/auth/server-api';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { localizedPath } from '@/lib/i18n/routing';
import { PAGES } from '@/lib/routes';

/** What the page's client parts (loading, actions, the slot picker) translate in the browser. */
function pickClientMessages(messages: Messages): Messages {
  return {
    homepageMentoring: { sessions: messages.homepageMentoring.sessions },
    bookingModal: messages.bookingModal,
  } as unknown as Messages;
}

/**
 * The layout of /mentoring/my-session. Signed out: the redirect is sent here, before loading.tsx
 * starts streaming, so the browser gets a real redirect (as /loker/applied does).
 */
export async function MySessionsRouteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await resolveLocale(params);
  if (!(await hasSession())) {
    redirect(localizedPath(locale, signInPath(localizedPath(locale, PAGES.mySessions.path))));
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
