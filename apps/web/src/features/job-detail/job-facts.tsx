import {
  deadlineEndsAt,
  EDUCATION_LEVEL_VOCABULARY,
  EMPLOYMENT_TYPE_VOCABULARY,
  EXPERIENCE_LEVEL_VOCABULARY,
  formatRelativeTime,
  formatSalaryRange,
  formatWibDateLong,
  labelList,
  type JobDetail,
  salaryPeriodSuffix,
  WORKPLACE_TYPE_VOCABULARY,
} from '@jenjang/domain';
import {
  Banknote,
  BriefcaseBusiness,
  Building,
  CalendarClock,
  Clock,
  GraduationCap,
  MapPin,
  TrendingUp,
  UsersRound,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { countArgs } from '@/lib/i18n/count';
import type { AppLocale } from '@/lib/i18n/routing';

/** Salary as on cards ("Rp5jt – Rp8jt/bulan"), or null when the company keeps it to itself. */
export async function salaryText(job: JobDetail, locale: AppLocale): Promise<string | null> {
  const range = job.salaryShown ? formatSalaryRange(job.salaryMin, job.salaryMax, locale) : null;
  if (!range) return null;
  return `${range}${salaryPeriodSuffix(job.salaryType, locale)}`;
}

// dl > div > (dt, dd) is the only nesting axe accepts, so the icon sits inside the <dt>
// (positioned into the left gutter) rather than in a wrapper of its own.
function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        <span className="absolute left-0 top-0.5 flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Every fact of the job in one grid: place, type, salary, requirements, dates, applicants. */
export async function JobFacts({
  job,
  locale,
  now,
  headingLevel = 'h2',
}: {
  job: JobDetail;
  locale: AppLocale;
  now: Date;
  headingLevel?: 'h2' | 'h3';
}) {
  const [t, salary] = await Promise.all([
    getTranslations({ locale, namespace: 'jobDetail.facts' }),
    salaryText(job, locale),
  ]);
  const icon = 'size-4';
  const educations = labelList(
    EDUCATION_LEVEL_VOCABULARY,
    job.candidatePreference.lastEducations,
    locale,
  );
  const experiences = labelList(
    EXPERIENCE_LEVEL_VOCABULARY,
    job.candidatePreference.experienceLevels,
    locale,
  );
  const Heading = headingLevel;

  return (
    <section aria-labelledby={`facts-${job.id}`}>
      <Heading id={`facts-${job.id}`} className="sr-only">
        {t('heading')}
      </Heading>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact icon={<MapPin aria-hidden="true" className={icon} />} term={t('location')}>
          {[job.location.city.name, job.location.country.name].join(', ')}
        </Fact>
        <Fact icon={<Building aria-hidden="true" className={icon} />} term={t('workplace')}>
          {WORKPLACE_TYPE_VOCABULARY.label(job.workplaceType, locale)}
        </Fact>
        <Fact
          icon={<BriefcaseBusiness aria-hidden="true" className={icon} />}
          term={t('employment')}
        >
          {labelList(EMPLOYMENT_TYPE_VOCABULARY, job.employmentTypes, locale).join(', ')}
        </Fact>
        <Fact icon={<Banknote aria-hidden="true" className={icon} />} term={t('salary')}>
          {salary ?? <span className="text-slate-700">{t('salaryHidden')}</span>}
        </Fact>
        <Fact icon={<GraduationCap aria-hidden="true" className={icon} />} term={t('education')}>
          {educations.length > 0 ? educations.join(', ') : t('anyEducation')}
        </Fact>
        <Fact icon={<TrendingUp aria-hidden="true" className={icon} />} term={t('experience')}>
          {experiences.length > 0 ? experiences.join(', ') : t('anyExperience')}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className={icon} />} term={t('posted')}>
          <time dateTime={job.publishedAt}>
            {t('postedValue', {
              relative: formatRelativeTime(job.publishedAt, now, locale),
              date: formatWibDateLong(job.publishedAt, locale),
            })}
          </time>
        </Fact>
        <Fact icon={<CalendarClock aria-hidden="true" className={icon} />} term={t('deadline')}>
          {job.deadline ? (
            <time dateTime={deadlineEndsAt(job.deadline).toISOString()}>
              {t('deadlineValue', {
                date: formatWibDateLong(deadlineEndsAt(job.deadline), locale),
              })}
            </time>
          ) : (
            t('noDeadline')
          )}
        </Fact>
        <Fact icon={<UsersRound aria-hidden="true" className={icon} />} term={t('applicants')}>
          {job.applicantCount > 0
            ? t('applicantCount', countArgs(job.applicantCount, locale))
            : t('noApplicants')}
        </Fact>
      </dl>
    </section>
  );
}
