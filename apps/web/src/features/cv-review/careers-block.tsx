// Careers the CV fits (the portal's job roles), each with a link to its open jobs.
import type { CvCareerSuggestion } from '@jenjang/domain';
import { ArrowRight, Briefcase } from 'lucide-react';
import { fillText } from '@/lib/i18n/client-text';
import { Link } from '@/lib/i18n/navigation';
import type { CvReviewTexts } from './cv-review-texts';

export function CareersBlock({
  careers,
  texts,
}: {
  careers: CvCareerSuggestion[];
  texts: CvReviewTexts['report'];
}) {
  return (
    <section
      aria-labelledby="careers-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6 print:break-inside-avoid print:shadow-none"
    >
      <h2 id="careers-heading" className="text-xl font-bold text-slate-900">
        {texts.careersHeading}
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {careers.map((career) => (
          <li
            key={career.roleId}
            className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
          >
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <Briefcase aria-hidden className="size-4 text-brand-700" />
              {career.name}
            </p>
            <p className="text-sm text-slate-700">
              {fillText(texts.careerFit, { score: career.score })}
            </p>
            {career.openJobs > 0 ? (
              <Link
                href={career.searchPath}
                className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {fillText(texts.careerJobs, { count: career.openJobs })}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
