import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { UserX } from 'lucide-react';
import { splitLocalePath } from '@jenjang/domain';
import { redirect } from 'next/navigation';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { buttonStyles } from '@/features/shell/button-styles';
import { onboardingDestination } from './destination';
import { loadOnboarding } from './load-onboarding';
import { OnboardingFlow } from './onboarding-flow';

/**
 * /onboarding: the job seeker's first profile in five steps, resumed where an earlier visit
 * stopped (the API keeps the progress). `returnUrl` (same-origin paths only) is where the person
 * goes afterwards: the one given now, else the one the saved progress kept, else the home page.
 * Someone who has finished onboarding is sent there at once.
 */
export async function OnboardingPage({
  locale,
  returnUrl,
}: {
  locale: AppLocale;
  returnUrl: string | undefined;
}) {
  const home = localizedPath(locale, '/');
  const query = returnUrl
    ? `?returnUrl=${encodeURIComponent(onboardingDestination(returnUrl, locale))}`
    : '';
  const [data, t, messages] = await Promise.all([
    loadOnboarding(locale, localizedPath(locale, `/onboarding${query}`)),
    getTranslations({ locale, namespace: 'profile.onboarding' }),
    getMessages({ locale }),
  ]);
  // The page the person comes from now wins; the home page does not overrule a saved one.
  const given = onboardingDestination(returnUrl, locale);
  const destination =
    given !== home ? given : onboardingDestination(data.savedReturnUrl ?? undefined, locale);
  if (data.role === 'student' && data.finished) redirect(destination);

  if (data.role !== 'student') {
    return (
      <div className="mx-auto max-w-xl px-4 py-12 text-center">
        <UserX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notJobSeeker.title')}</h1>
        <p className="mt-3 text-slate-700">
          {t('notJobSeeker.body', { role: t(`roles.${data.role}`) })}
        </p>
        <Link href="/" className={`${buttonStyles.primary} mt-6`}>
          {t('notJobSeeker.cta')}
        </Link>
      </div>
    );
  }

  // Only this page's texts travel to the browser.
  const clientMessages = { profile: { onboarding: messages.profile.onboarding } } as Messages;
  return (
    <>
      <div className="mx-auto w-full max-w-2xl px-4 pt-8 md:pt-12">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
      </div>
      <NextIntlClientProvider locale={locale} messages={clientMessages} timeZone="Asia/Jakarta">
        <OnboardingFlow
          start={data.start}
          currentCvName={data.currentCvName}
          roles={data.roles}
          cities={data.cities}
          destination={destination}
          home={home}
          // Kept without the language, so a session in the other language lands in its own.
          savedReturnUrl={destination === home ? null : splitLocalePath(destination).path}
        />
      </NextIntlClientProvider>
    </>
  );
}
