import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';

/**
 * The account forms translate in the browser (live counts, plural waits, messages that appear
 * after a request), so these pages alone also ship `common.auth` to the client.
 */
export async function AuthMessages({
  locale,
  children,
}: {
  locale: AppLocale;
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  const withAuth = { common: { errors: messages.common.errors, auth: messages.common.auth } };
  return (
    <NextIntlClientProvider locale={locale} messages={withAuth as unknown as Messages}>
      {children}
    </NextIntlClientProvider>
  );
}
