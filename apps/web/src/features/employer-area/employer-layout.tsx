import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { hasSession } from '@/lib/auth/server-api';
import { REQUESTED_PATH_HEADER } from '@/lib/http/request-info';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { employerSignInPath, loadMe } from './employer-api';
import { EmployerNavBar } from './employer-nav-bar';
import { LoadErrorNotice, NotEmployerPage } from './employer-states';

/**
 * The layout of /employer/...: signed out → the sign-in page in its employer mode (and back);
 * a signed-in account that is not an employer's sees a page saying so; employers get the area's
 * navigation. The pages below translate in the browser from `employer.area`.
 */
export async function EmployerLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await resolveLocale(params);
  // Without its /en prefix (employerSignInPath puts the page's own back).
  const asked = ((await headers()).get(REQUESTED_PATH_HEADER) ?? '').replace(/^\/en(?=[/?]|$)/, '');
  const returnPath = asked.startsWith('/employer') ? asked : '/employer';
  if (!(await hasSession())) redirect(employerSignInPath(locale, returnPath));
  const me = await loadMe(locale, returnPath);
  if (me.kind === 'notEmployer') return <NotEmployerPage locale={locale} />;
  const t = await getTranslations({ locale, namespace: 'employer.area.nav' });
  const messages = await getMessages({ locale });
  const picked = { employer: { area: messages.employer.area } } as unknown as Messages;
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone="Asia/Jakarta">
      <EmployerNavBar
        label={t('label')}
        labels={{
          dashboard: t('dashboard'),
          jobs: t('jobs'),
          members: t('members'),
          company: t('company'),
        }}
      />
      {/* A page marked data-wide-page (the applicant board) gets the screen's width. */}
      <div className="mx-auto w-full max-w-5xl px-4 py-6 has-[[data-wide-page]]:max-w-screen-2xl sm:py-8">
        {me.kind === 'error' ? <LoadErrorNotice locale={locale} /> : children}
      </div>
    </NextIntlClientProvider>
  );
}
