import { Search, Sparkles } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { JOB_SEARCH_PATH } from '@/lib/routes';
import { buttonStyles } from '@/features/shell/button-styles';
import { PageBand } from '@/features/shell/page-band';

/** The honest state of a page whose capability is still being built. */
export async function ComingSoon({ locale, title }: { locale: AppLocale; title: string }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <>
      <PageBand>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('comingSoon.badge')}
        </p>
        <h1 className="mt-3 text-2xl font-bold md:text-4xl">{title}</h1>
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
        <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
          <p className="text-base text-slate-700">{t('comingSoon.body')}</p>
          <Link href={JOB_SEARCH_PATH} className={`${buttonStyles.primary} mt-6`}>
            <Search aria-hidden="true" className="size-4" />
            {t('comingSoon.cta')}
          </Link>
        </div>
      </div>
    </>
  );
}
