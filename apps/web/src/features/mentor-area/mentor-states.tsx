import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { UserX } from 'lucide-react';
import { buttonStyles } from '@/features/shell/button-styles';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

/** A signed-in account that is not a mentor's: say so, and offer the ways on. */
export async function NotMentorPage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'onboardingMentor.area' });
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <UserX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notMentor.heading')}</h1>
      <p className="mt-3 text-slate-700">{t('notMentor.body')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link className={buttonStyles.primary} href={localizedPath(locale, '/mentoring')}>
          {t('notMentor.findMentor')}
        </Link>
        <Link className={buttonStyles.secondary} href={localizedPath(locale, '/mentor/sign-up')}>
          {t('notMentor.becomeMentor')}
        </Link>
        <Link className={buttonStyles.secondary} href={localizedPath(locale, '/')}>
          {t('notMentor.home')}
        </Link>
      </div>
    </section>
  );
}

/** The area could not load what it needs: say so, and offer to try again. */
export async function MentorLoadError({
  locale,
  retryPath,
}: {
  locale: AppLocale;
  retryPath: string;
}) {
  const t = await getTranslations({ locale, namespace: 'onboardingMentor.area' });
  return (
    <div
      role="alert"
      className="mx-auto my-8 max-w-xl rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <p>{t('loadError')}</p>
      <a
        className="mt-2 inline-block font-semibold underline"
        href={localizedPath(locale, retryPath)}
      >
        {t('retry')}
      </a>
    </div>
  );
}
