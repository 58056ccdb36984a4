// /cv-reviewer: what the analyzer does (and that it explains every score), then the form for a
// signed-in user or the way to sign in and come back for a visitor.
import { formatWibDateLong, optionalStudentCvResponseSchema } from '@jenjang/domain';
import { CheckCircle2, History, LogIn, Quote, Sparkles } from 'lucide-react';
import { getMessages } from 'next-intl/server';
import { buttonStyles } from '@/features/shell/button-styles';
import { PageBand } from '@/features/shell/page-band';
import { signInPath } from '@/lib/auth/return-url';
import { apiFetchAsUser, hasSession } from '@/lib/auth/server-api';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { CvReviewForm, type ProfileCv } from './cv-review-form';
import { progressTextsOf } from './cv-review-texts';

/** The CV saved on the profile, or null (none, or it could not be read: upload still works). */
async function loadProfileCv(locale: AppLocale): Promise<ProfileCv | null> {
  const { status, body } = await apiFetchAsUser('/v1/job-portal/me/student/cv', { locale });
  if (status !== 200) return null;
  const parsed = optionalStudentCvResponseSchema.safeParse(body);
  const cv = parsed.success ? parsed.data.data.result : null;
  return cv ? { name: cv.originalName, savedAt: formatWibDateLong(cv.createdAt, locale) } : null;
}

export async function CvReviewerPage({ locale }: { locale: AppLocale }) {
  const texts = (await getMessages({ locale })).common.cvReview;
  const signedIn = await hasSession();
  const profileCv = signedIn ? await loadProfileCv(locale) : null;
  const points = [
    { icon: CheckCircle2, text: texts.hero.pointExplains },
    { icon: Quote, text: texts.hero.pointQuotes },
    { icon: Sparkles, text: texts.hero.pointFree },
  ];

  return (
    <>
      <PageBand>
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
            <Sparkles aria-hidden className="size-3.5" />
            {texts.hero.eyebrow}
          </p>
          <h1 className="mt-3 text-3xl font-bold leading-tight md:text-5xl">{texts.hero.title}</h1>
          <p className="mt-4 text-base text-white/90 md:text-lg">{texts.hero.lead}</p>
          <ul className="mt-6 grid gap-3 md:grid-cols-3">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-2 rounded-xl bg-white/10 p-3 text-sm">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
                {text}
              </li>
            ))}
          </ul>
          {signedIn ? (
            <Link
              href="/cv-reviewer/results"
              className="mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white underline underline-offset-4"
            >
              <History aria-hidden className="size-4" />
              {texts.hero.historyLink}
            </Link>
          ) : null}
        </div>
      </PageBand>
      <div className="bg-slate-50 py-8 md:py-12">
        <div className="mx-auto max-w-6xl px-4 md:px-6">
          <div className="max-w-3xl">
            {signedIn ? (
              <CvReviewForm
                profileCv={profileCv}
                texts={texts.form}
                progressTexts={progressTextsOf(texts)}
              />
            ) : (
              <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm md:p-8">
                <h2 className="text-xl font-bold text-slate-900">{texts.form.signInTitle}</h2>
                <p className="mt-2 text-slate-700">{texts.form.signInBody}</p>
                <a
                  href={localizedPath(locale, signInPath(localizedPath(locale, '/cv-reviewer')))}
                  className={`${buttonStyles.primary} mt-5`}
                >
                  <LogIn aria-hidden className="size-4" />
                  {texts.form.signInButton}
                </a>
              </section>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
