import { RefreshCw, TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { RetryButton } from '@/features/job-detail/retry-button';
import { buttonStyles } from '@/features/shell/button-styles';
import { PageBand } from '@/features/shell/page-band';
import { StatusPanel } from '@/features/shell/status-panel';

/** The API could not answer for this mentor: say so, offer to try again or to look further. */
export async function MentorError({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'mentorDetail' });
  // The blue header is transparent over a band: the page keeps one, short, above the panel.
  return (
    <div className="bg-slate-50">
      <PageBand className="pb-6 md:pb-8">
        <Link href="/mentoring" className="text-sm font-semibold text-brand-100 hover:text-white">
          {t('breadcrumb.mentoring')}
        </Link>
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-20">
        <StatusPanel
          as="h1"
          role="alert"
          icon={<TriangleAlert aria-hidden="true" className="size-7" />}
          title={t('error.title')}
          actions={
            <>
              <RetryButton className={buttonStyles.primary}>
                <RefreshCw aria-hidden="true" className="size-4" />
                {t('error.retry')}
              </RetryButton>
              <Link href="/mentoring" className={buttonStyles.secondary}>
                {t('error.back')}
              </Link>
            </>
          }
        >
          <p>{t('error.body')}</p>
        </StatusPanel>
      </div>
    </div>
  );
}
