import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { buttonStyles } from '@/features/shell/button-styles';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

/** A signed-in account that is not an employer's: say so, and offer the ways on. */
export async function NotEmployerPage({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'employer.area.notEmployer' });
  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
      <p className="mt-3 text-slate-700">{t('body')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          className={buttonStyles.primary}
          href={`${localizedPath(locale, '/sign-up')}?for=employer&returnUrl=${encodeURIComponent(localizedPath(locale, '/employer'))}`}
        >
          {t('signUp')}
        </Link>
        <Link className={buttonStyles.secondary} href={localizedPath(locale, '/')}>
          {t('home')}
        </Link>
      </div>
    </section>
  );
}

export async function LoadErrorNotice({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'employer.area' });
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      {t('loadError')}
    </p>
  );
}
