import type { Metadata } from 'next';
import { MentorOnboardingPage } from '@/features/mentor-area/onboarding-page';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';

// Per user (the session's cookies): never prerendered.
export const dynamic = 'force-dynamic';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await resolveLocale(params), 'mentorOnboarding');
}

export default async function MentorOnboardingRoute({ params }: Props) {
  return <MentorOnboardingPage locale={await resolveLocale(params)} />;
}
