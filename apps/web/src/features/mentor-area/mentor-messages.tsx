import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';

/** The mentor area translates in the browser too (forms, dialogs): it ships `onboardingMentor`. */
export async function MentorMessages({
  locale,
  children,
}: {
  locale: AppLocale;
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  const { pages: _pages, ...area } = messages.onboardingMentor;
  const picked = { onboardingMentor: area } as unknown as Messages;
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone="Asia/Jakarta">
      {children}
    </NextIntlClientProvider>
  );
}
