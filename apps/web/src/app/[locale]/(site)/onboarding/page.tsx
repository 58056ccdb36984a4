import type { Metadata } from 'next';
import { OnboardingPage } from '@/features/onboarding/onboarding-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Per user (the session's cookies): never prerendered.
export const dynamic = 'force-dynamic';

type Props = {
  params: LocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'onboarding');
}

export default async function OnboardingRoute({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const { returnUrl } = await searchParams;
  return (
    <OnboardingPage
      locale={locale}
      returnUrl={Array.isArray(returnUrl) ? returnUrl[0] : returnUrl}
    />
  );
}
