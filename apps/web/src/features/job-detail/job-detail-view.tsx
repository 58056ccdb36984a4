import { type JobDetail, WORKPLACE_TYPE_VOCABULARY } from '@jenjang/domain';
import { Flame, MapPin, UsersRound } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { CompanyLogo } from '@/features/companies/company-logo';
import { SaveJobButton } from '@/features/jobs/save-job-button';
import { ApplyButton } from './apply-button';

/** Typography for the API's sanitised HTML (paragraphs, lists, emphasis, links, headings). */
export const JOB_PROSE =
  'text-[15px] leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h3]:mt-5 [&_h3]:font-bold [&_h3]:text-slate-900 [&_h4]:mt-4 [&_h4]:font-semibold [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p:first-child]:mt-0 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul:first-child]:mt-0 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5';

/** Role, company, place and signals of a job, with its actions (apply, save, and `extra`). */
export async function JobHeader({
  job,
  locale,
  headingLevel,
  headingId,
  returnUrl,
  extra,
}: {
  job: JobDetail;
  locale: AppLocale;
  headingLevel: 'h1' | 'h2';
  headingId: string;
  returnUrl: string;
  extra?: ReactNode;
}) {
  const [t, card] = await Promise.all([
    getTranslations({ locale, namespace: 'jobDetail' }),
    getTranslations({ locale, namespace: 'homepageJobs.card' }),
  ]);
  const Heading = headingLevel;
  const named = { role: job.role, company: job.company.name };
  return (
    <header>
      <div className="flex gap-3 md:gap-4">
        <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} className="md:size-14" />
        <div className="min-w-0 flex-1">
          <Heading
            id={headingId}
            tabIndex={-1}
            className="text-xl font-extrabold leading-tight text-slate-900 focus:outline-none md:text-2xl"
          >
            {job.role}
          </Heading>
          <p className="mt-1 text-sm md:text-base">
            <Link
              href={`/karir/${encodeURIComponent(job.company.slug)}`}
              className="font-semibold text-slate-800 underline-offset-4 hover:text-brand-700 hover:underline"
            >
              {job.company.name}
            </Link>
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {job.location.city.name} · {WORKPLACE_TYPE_VOCABULARY.label(job.workplaceType, locale)}
          </p>
        </div>
      </div>
      {!job.isClosed && (job.urgentlyNeeded || job.thereAreStillFewApplicants) ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {job.urgentlyNeeded ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-rose-50 px-2.5 py-1 text-xs font-semibold text-rose-700">
              <Flame aria-hidden="true" className="size-3.5" />
              {card('urgentlyNeeded')}
            </li>
          ) : null}
          {job.thereAreStillFewApplicants ? (
            <li className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
              <UsersRound aria-hidden="true" className="size-3.5" />
              {card('fewApplicants')}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ApplyButton job={job} locale={locale} />
        <SaveJobButton
          jobId={job.id}
          returnUrl={returnUrl}
          labels={{
            save: card('save', named),
            saved: card('saved', named),
            unsave: card('unsave', named),
            signInToSave: card('signInToSave', named),
          }}
          className="border border-slate-300"
        />
        {extra}
      </div>
      {!job.isClosed && job.applicationType === 'external' && job.externalUrl ? (
        <p className="mt-2 text-xs text-slate-600">{t('apply.externalHint')}</p>
      ) : null}
    </header>
  );
}

/** Description, responsibilities, requirements (the API's sanitised HTML) and skills. */
export async function JobSections({
  job,
  locale,
  headingLevel = 'h2',
}: {
  job: JobDetail;
  locale: AppLocale;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = await getTranslations({ locale, namespace: 'jobDetail.sections' });
  const Heading = headingLevel;
  const sections = [
    { key: 'description', html: job.description },
    { key: 'responsibilities', html: job.responsibilities },
    { key: 'requirements', html: job.requirements },
  ] as const;
  return (
    <>
      {sections
        .filter((section) => section.html.trim() !== '')
        .map((section) => (
          <section key={section.key} aria-labelledby={`${section.key}-${job.id}`} className="mt-8">
            <Heading id={`${section.key}-${job.id}`} className="text-lg font-bold text-slate-900">
              {t(section.key)}
            </Heading>
            {/* Sanitised by the API (ARCHITECTURE.md, Conventions). */}
            <div
              className={`mt-3 ${JOB_PROSE}`}
              dangerouslySetInnerHTML={{ __html: section.html }}
            />
          </section>
        ))}
      {job.skills.length > 0 ? (
        <section aria-labelledby={`skills-${job.id}`} className="mt-8">
          <Heading id={`skills-${job.id}`} className="text-lg font-bold text-slate-900">
            {t('skills')}
          </Heading>
          <ul className="mt-3 flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li
                key={skill.name}
                className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800"
              >
                {skill.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
