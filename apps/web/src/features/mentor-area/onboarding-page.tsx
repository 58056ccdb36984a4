import { mentorMeResponseSchema, mentorScheduleResponseSchema } from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { loadExpertiseLists } from './load-lists';
import { loadMentorApi, requireAccount } from './mentor-api';
import { MentorMessages } from './mentor-messages';
import { MENTOR_API } from './mentor-paths';
import { MentorLoadError, NotMentorPage } from './mentor-states';
import { OnboardingFlow } from './onboarding-flow';

const PATH = '/mentor/onboarding';

/**
 * /mentor/onboarding: invitation code, profile, education, expertise and topics, first
 * schedule; then the mentor goes live. The server says how far the mentor is (whether the
 * profile exists); the browser remembers the step within that (onboarding-progress.ts).
 */
export async function MentorOnboardingPage({ locale }: { locale: AppLocale }) {
  const account = await requireAccount(locale, PATH);
  if (!account) return <MentorLoadError locale={locale} retryPath={PATH} />;
  if (account.role !== 'mentor') return <NotMentorPage locale={locale} />;
  const me = await loadMentorApi(MENTOR_API.me, mentorMeResponseSchema, {
    locale,
    returnPath: PATH,
  });
  if (me.kind === 'error') return <MentorLoadError locale={locale} retryPath={PATH} />;
  const mentor = me.kind === 'ok' ? me.data.data : null;
  if (mentor && mentor.status !== 'onboarding') redirect(localizedPath(locale, '/mentor'));
  const [lists, schedule, t] = await Promise.all([
    loadExpertiseLists(locale, PATH),
    mentor
      ? loadMentorApi(MENTOR_API.scheduleMe, mentorScheduleResponseSchema, {
          locale,
          returnPath: PATH,
        })
      : null,
    getTranslations({ locale, namespace: 'onboardingMentor.onboarding' }),
  ]);
  if (!lists || (schedule && schedule.kind !== 'ok')) {
    return <MentorLoadError locale={locale} retryPath={PATH} />;
  }
  return (
    <MentorMessages locale={locale}>
      <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 md:pt-12">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro', { name: account.name })}</p>
        <OnboardingFlow
          userId={account.id}
          accountName={account.name}
          mentor={mentor}
          lists={lists}
          schedule={schedule?.kind === 'ok' ? schedule.data.data : null}
        />
      </div>
    </MentorMessages>
  );
}
