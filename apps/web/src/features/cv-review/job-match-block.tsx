// The match with the target job: the rate, the skills and keywords found and missing (chips),
// and the title, education and experience checks.
import { formatDecimal, type CvJobMatch, type Locale } from '@jenjang/domain';
import { Check, Lock, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { fillText } from '@/lib/i18n/client-text';
import type { CvReviewTexts } from './cv-review-texts';
import { ScoreBadge, ScoreBar } from './score-badge';

function Chips({
  title,
  words,
  found,
  none,
}: {
  title: string;
  words: string[];
  found: boolean;
  none: string;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {words.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{none}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {words.map((word) => (
            <li
              key={word}
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm ring-1',
                found
                  ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
                  : 'bg-red-50 text-red-900 ring-red-200',
              )}
            >
              {found ? (
                <Check aria-hidden className="size-3.5" />
              ) : (
                <X aria-hidden className="size-3.5" />
              )}
              {word}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Check3({
  label,
  meets,
  detail,
  texts,
}: {
  label: string;
  meets: boolean;
  detail: string;
  texts: CvReviewTexts['report'];
}) {
  return (
    <li className="flex items-start gap-3 rounded-lg bg-slate-50 px-3 py-2">
      {meets ? (
        <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      ) : (
        <X aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
      )}
      <span>
        <span className="block text-sm font-semibold text-slate-900">
          {label}: {meets ? texts.meets : texts.misses}
        </span>
        <span className="block text-sm text-slate-700">{detail}</span>
      </span>
    </li>
  );
}

export function JobMatchBlock({
  match,
  texts,
  locked,
  locale,
}: {
  match: CvJobMatch;
  texts: CvReviewTexts;
  locale: Locale;
  /** The chips come with the full report; the rate and the checks are free. */
  locked: boolean;
}) {
  const t = texts.report;
  // '4,4 tahun' / '4.4 years': the decimal the reader's language writes.
  const years = (value: number | null) =>
    value === null ? t.notStated : formatDecimal(value, locale);
  return (
    <section
      aria-labelledby="job-match-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6 print:break-inside-avoid print:shadow-none"
    >
      <h2 id="job-match-heading" className="text-xl font-bold text-slate-900">
        {t.jobMatchHeading}
      </h2>
      <p className="mt-1 text-slate-700">{match.targetTitle}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="text-sm font-semibold text-slate-900">{t.matchRate}</span>
        <ScoreBadge score={match.matchRate} bands={texts.bands} />
      </div>
      <div className="mt-2 max-w-md">
        <ScoreBar score={match.matchRate} />
      </div>
      {locked ? (
        <p className="mt-5 flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-200">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t.chipsLocked}
        </p>
      ) : (
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <Chips title={t.matchedSkills} words={match.matchedSkills} found none={t.noneListed} />
          <Chips
            title={t.missingSkills}
            words={match.missingSkills}
            found={false}
            none={t.noneListed}
          />
          <Chips
            title={t.matchedKeywords}
            words={match.matchedKeywords}
            found
            none={t.noneListed}
          />
          <Chips
            title={t.missingKeywords}
            words={match.missingKeywords}
            found={false}
            none={t.noneListed}
          />
        </div>
      )}
      <h3 className="mt-6 text-base font-semibold text-slate-900">{t.checks}</h3>
      <ul className="mt-2 grid gap-2 md:grid-cols-3">
        <Check3
          label={t.titleCheck}
          meets={match.titleMatches}
          detail={match.titleMatches ? t.titleMeets : t.titleMisses}
          texts={t}
        />
        <Check3
          label={t.educationCheck}
          meets={match.education.meets}
          detail={fillText(t.educationDetail, {
            required: match.education.required ?? t.notStated,
            found: match.education.found ?? t.notStated,
          })}
          texts={t}
        />
        <Check3
          label={t.experienceCheck}
          meets={match.experience.meets}
          detail={fillText(t.experienceDetail, {
            required: years(match.experience.requiredYears),
            found: years(match.experience.foundYears),
          })}
          texts={t}
        />
      </ul>
    </section>
  );
}
