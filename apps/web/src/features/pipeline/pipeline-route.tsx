import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Messages } from 'next-intl';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { signInPath } from '@/lib/auth/return-url';
import { hasSession } from '@/lib/auth/server-api';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { localizedPath } from '@/lib/i18n/routing';

/**
 * The layout of one job's pipeline pages (inside the employer area's own layout): signed out,
 * the redirect is sent before loading.tsx streams; the client parts get their messages. Which
 * company's job it is, the API decides (404 for another company's).
 */
export async function PipelineRouteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await resolveLocale(params);
  if (!(await hasSession()))
    redirect(localizedPath(locale, signInPath(localizedPath(locale, '/employer'))));
  const messages = await getMessages({ locale });
  // A nested provider replaces the outer one's messages: the job editor at /employer/jobs/[id]
  // (the employer area's) renders inside this layout too, so both sets are passed.
  const client = {
    employer: { area: messages.employer.area, pipeline: messages.employer.pipeline },
  } as unknown as Messages;
  return (
    <NextIntlClientProvider locale={locale} messages={client} timeZone="Asia/Jakarta">
      {children}
    </NextIntlClientProvider>
  );
}
