import {
  formatCount,
  formatDecimal,
  mentoringSessionListResponseSchema,
  type MentorMe,
  mentorMeResponseSchema,
  mentorScheduleResponseSchema,
  type MentorStatistic,
  mentorStatisticResponseSchema,
  type SessionCounter,
  sessionCounterResponseSchema,
  toWibDate,
  zoneInfo,
} from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { PageBand } from '@/features/shell/page-band';
import { cn } from '@/lib/cn';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { EducationEditor } from './education-editor';
import { ExpertisePicker } from './expertise-picker';
import { loadExpertiseLists } from './load-lists';
import { loadMentorApi, requireAccount } from './mentor-api';
import { MentorMessages } from './mentor-messages';
import { MENTOR_API } from './mentor-paths';
import { MentorLoadError, NotMentorPage } from './mentor-states';
import { MentorStatusToggle } from './mentor-status-toggle';
import { ProfileEditor, SessionSettingsEditor } from './profile-panel';
import { ScheduleEditor } from './schedule-editor';
import { SessionCard } from './session-card';

export const DASHBOARD_TABS = ['requests', 'upcoming', 'past', 'schedule', 'profile'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const PAGE_SIZE = 10;

export type DashboardQuery = {
  tab: DashboardTab;
  page: number;
  cancelled: boolean;
  /** Just finished onboarding (?welcome=1): say the profile is live. */
  welcome?: boolean;
};

/** ?tab=…&page=…&show=cancelled, read leniently: anything unknown is the default. */
export function readDashboardQuery(
  params: Record<string, string | string[] | undefined>,
): DashboardQuery {
  const first = (name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const tab = first('tab');
  const page = Number(first('page'));
  return {
    tab: (DASHBOARD_TABS as readonly string[]).includes(tab ?? '')
      ? (tab as DashboardTab)
      : 'requests',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    cancelled: first('show') === 'cancelled',
    welcome: first('welcome') === '1',
  };
}

export function dashboardHref(locale: AppLocale, query: Partial<DashboardQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== 'requests') params.set('tab', query.tab);
  if (query.cancelled) params.set('show', 'cancelled');
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `${localizedPath(locale, '/mentor')}${search ? `?${search}` : ''}`;
}

/**
 * /mentor: the mentor's dashboard under the fixed blue header. Signed out → sign-in (mentor
 * mode) and back; another role → a page saying the area is for mentors; a mentor without a
 * finished profile → onboarding. Tabs: requests, upcoming, past, schedule, profile.
 */
export async function MentorDashboardPage({
  locale,
  query,
}: {
  locale: AppLocale;
  query: DashboardQuery;
}) {
  const returnPath = dashboardHref(locale, query).replace(/^\/en(?=\/|$)/, '');
  const account = await requireAccount(locale, returnPath);
  if (!account) return <MentorLoadError locale={locale} retryPath={returnPath} />;
  if (account.role !== 'mentor') return <NotMentorPage locale={locale} />;
  const me = await loadMentorApi(MENTOR_API.me, mentorMeResponseSchema, { locale, returnPath });
  if (me.kind === 'notFound') redirect(localizedPath(locale, '/mentor/onboarding'));
  if (me.kind !== 'ok') return <MentorLoadError locale={locale} retryPath={returnPath} />;
  const mentor = me.data.data;
  if (mentor.status === 'onboarding') redirect(localizedPath(locale, '/mentor/onboarding'));

  const [statistic, counters] = await Promise.all([
    loadMentorApi(MENTOR_API.statistic, mentorStatisticResponseSchema, {
      locale,
      returnPath,
      query: { id_eq: mentor.id },
    }),
    loadMentorApi(MENTOR_API.sessionCounters, sessionCounterResponseSchema, {
      locale,
      returnPath,
      query: { as: 'mentor' },
    }),
  ]);
  const t = await getTranslations({ locale, namespace: 'onboardingMentor.dashboard' });

  return (
    <MentorMessages locale={locale}>
      <PageBand className="pb-6 pt-6 md:pb-8 md:pt-8">
        <DashboardHeader
          locale={locale}
          mentor={mentor}
          statistic={statistic.kind === 'ok' ? statistic.data.data : null}
        />
      </PageBand>
      <nav
        aria-label={t('tabsLabel')}
        className="sticky top-16 z-30 border-b border-slate-200 bg-white"
      >
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 md:px-6">
          {DASHBOARD_TABS.map((tab) => {
            const count = tabCount(tab, counters.kind === 'ok' ? counters.data.data : null);
            const current = tab === query.tab;
            return (
              <li key={tab}>
                <Link
                  href={dashboardHref(locale, { tab })}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-12 items-center gap-2 whitespace-nowrap border-b-2 px-3 text-sm font-semibold',
                    current
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-700 hover:text-brand-700',
                  )}
                >
                  {t(`tabs.${tab}`)}
                  {count !== null && count > 0 ? (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900">
                      {count}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-8">
        {query.welcome && mentor.status === 'active' ? (
          <p
            role="status"
            className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
          >
            {t('welcomeLive')}
          </p>
        ) : null}
        <TabContent locale={locale} query={query} mentor={mentor} returnPath={returnPath} />
      </div>
    </MentorMessages>
  );
}

function tabCount(tab: DashboardTab, counters: SessionCounter | null): number | null {
  if (!counters) return null;
  if (tab === 'requests') return counters.pending;
  if (tab === 'upcoming') return counters.upcoming;
  return null;
}

async function DashboardHeader({
  locale,
  mentor,
  statistic,
}: {
  locale: AppLocale;
  mentor: MentorMe;
  statistic: MentorStatistic | null;
}) {
  const t = await getTranslations({ locale, namespace: 'onboardingMentor.dashboard' });
  const zone = zoneInfo(mentor.timeZone);
  type StatKey =
    'sessionsDone' | 'rating' | 'reviews' | 'mentees' | 'responseRate' | 'responseTime';
  const stats: { key: StatKey; value: string }[] = statistic
    ? [
        { key: 'sessionsDone', value: formatCount(statistic.sessionsDone, locale) },
        {
          key: 'rating',
          value:
            statistic.ratingAverage === null
              ? '–'
              : `${formatDecimal(statistic.ratingAverage, locale, 1, 1)} / 5`,
        },
        { key: 'reviews', value: formatCount(statistic.reviewCount, locale) },
        { key: 'mentees', value: formatCount(statistic.menteesHelped, locale) },
        {
          key: 'responseRate',
          value:
            statistic.responseRate === null ? '–' : `${Math.round(statistic.responseRate * 100)}%`,
        },
        {
          key: 'responseTime',
          value:
            statistic.medianResponseMinutes === null
              ? '–'
              : statistic.medianResponseMinutes < 120
                ? t('minutesShort', { count: statistic.medianResponseMinutes })
                : t('hoursShort', { count: Math.round(statistic.medianResponseMinutes / 60) }),
        },
      ]
    : [];
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-brand-100">{t('eyebrow')}</p>
          <h1 className="text-2xl font-bold md:text-3xl">{t('welcome', { name: mentor.name })}</h1>
          <p className="mt-1 text-brand-50">{mentor.headline}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 font-semibold',
                mentor.status === 'active'
                  ? 'bg-emerald-100 text-emerald-900'
                  : 'bg-amber-100 text-amber-900',
              )}
            >
              {t(`status.${mentor.status}`)}
            </span>
            <span className="text-brand-50">
              {t('zone', { zone: zone ? `${zone.label} (${mentor.timeZone})` : mentor.timeZone })}
            </span>
            <Link
              className="font-semibold text-white underline"
              href={localizedPath(locale, `/mentoring/${mentor.slug}`)}
            >
              {t('publicProfile')}
            </Link>
          </p>
          {mentor.status === 'paused' ? (
            <p className="mt-2 text-sm text-amber-100">{t('pausedNote')}</p>
          ) : null}
        </div>
        <MentorStatusToggle status={mentor.status} />
      </div>
      {stats.length > 0 ? (
        <dl
          aria-label={t('statsLabel')}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
        >
          {stats.map((stat) => (
            <div key={stat.key} className="rounded-xl bg-white/10 p-3">
              <dt className="text-xs text-brand-100">{t(`stats.${stat.key}`)}</dt>
              <dd className="mt-1 text-xl font-bold text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-brand-100">{t('statsUnavailable')}</p>
      )}
    </div>
  );
}

async function TabContent({
  locale,
  query,
  mentor,
  returnPath,
}: {
  locale: AppLocale;
  query: DashboardQuery;
  mentor: MentorMe;
  returnPath: string;
}) {
  const t = await getTranslations({ locale, namespace: 'onboardingMentor.dashboard' });
  if (query.tab === 'schedule') {
    const schedule = await loadMentorApi(MENTOR_API.scheduleMe, mentorScheduleResponseSchema, {
      locale,
      returnPath,
    });
    if (schedule.kind !== 'ok') return <MentorLoadError locale={locale} retryPath={returnPath} />;
    return (
      <div className="space-y-10">
        <section aria-labelledby="schedule-heading" className="space-y-4">
          <header>
            <h2 id="schedule-heading" className="text-xl font-bold text-slate-900">
              {t('scheduleHeading')}
            </h2>
            <p className="text-sm text-slate-700">{t('scheduleIntro')}</p>
          </header>
          <ScheduleEditor
            schedule={schedule.data.data}
            timeZone={mentor.timeZone}
            today={toWibDate(Date.now())}
          />
        </section>
        <section
          aria-labelledby="settings-heading"
          className="space-y-4 border-t border-slate-200 pt-8"
        >
          <h2 id="settings-heading" className="text-xl font-bold text-slate-900">
            {t('settingsHeading')}
          </h2>
          <SessionSettingsEditor me={mentor} />
        </section>
      </div>
    );
  }
  if (query.tab === 'profile') {
    const lists = await loadExpertiseLists(locale, returnPath);
    return (
      <div className="space-y-10">
        <section aria-labelledby="profile-heading" className="space-y-4">
          <h2 id="profile-heading" className="text-xl font-bold text-slate-900">
            {t('profileHeading')}
          </h2>
          <ProfileEditor me={mentor} />
        </section>
        <section
          aria-labelledby="education-heading"
          className="space-y-4 border-t border-slate-200 pt-8"
        >
          <h2 id="education-heading" className="text-xl font-bold text-slate-900">
            {t('educationHeading')}
          </h2>
          <EducationEditor educations={mentor.educations} />
        </section>
        <section
          aria-labelledby="expertise-heading"
          className="space-y-4 border-t border-slate-200 pt-8"
        >
          <h2 id="expertise-heading" className="text-xl font-bold text-slate-900">
            {t('expertiseHeading')}
          </h2>
          {lists ? (
            <ExpertisePicker
              lists={lists}
              initialTopicIds={mentor.topicIds}
              initialExpertiseIds={mentor.academicExpertiseIds}
              submitLabel={t('saveExpertise')}
            />
          ) : (
            <MentorLoadError locale={locale} retryPath={returnPath} />
          )}
        </section>
      </div>
    );
  }
  const group =
    query.tab === 'requests'
      ? 'pending'
      : query.tab === 'upcoming'
        ? 'upcoming'
        : query.cancelled
          ? 'cancelled'
          : 'past';
  const list = await loadMentorApi(MENTOR_API.sessions, mentoringSessionListResponseSchema, {
    locale,
    returnPath,
    query: { as: 'mentor', group, page: query.page, limit: PAGE_SIZE },
  });
  if (list.kind !== 'ok') return <MentorLoadError locale={locale} retryPath={returnPath} />;
  const { docs, page, totalPages } = list.data.data;
  return (
    <section aria-labelledby="list-heading" className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="list-heading" className="text-xl font-bold text-slate-900">
            {t(`lists.${group}.heading`)}
          </h2>
          <p className="text-sm text-slate-700">{t(`lists.${group}.intro`)}</p>
        </div>
        {query.tab === 'past' ? (
          <div className="flex gap-2 text-sm" role="group" aria-label={t('pastFilter')}>
            {[false, true].map((cancelled) => (
              <Link
                key={String(cancelled)}
                href={dashboardHref(locale, { tab: 'past', cancelled })}
                aria-current={query.cancelled === cancelled ? 'true' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-3 font-semibold',
                  query.cancelled === cancelled
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 text-slate-800',
                )}
              >
                {t(cancelled ? 'showCancelled' : 'showPast')}
              </Link>
            ))}
          </div>
        ) : null}
      </header>
      {docs.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t(`lists.${group}.empty`)}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {docs.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} timeZone={mentor.timeZone} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <nav aria-label={t('pagination')} className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link
              className="font-semibold text-brand-700 underline"
              href={dashboardHref(locale, { ...query, page: page - 1 })}
            >
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">{t('pageOf', { page, total: totalPages })}</span>
          {page < totalPages ? (
            <Link
              className="font-semibold text-brand-700 underline"
              href={dashboardHref(locale, { ...query, page: page + 1 })}
            >
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
