import { RefreshCw, Search, TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { JOB_SEARCH_PATH } from '@/lib/routes';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { RetryButton } from './retry-button';

/** The API could not answer for this job: say so, offer to try again or to search. */
export async function JobDetailError({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'jobDetail.error' });
  const common = await getTranslations({ locale, namespace: 'common.comingSoon' });
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-20">
      <StatusPanel
        as="h1"
        role="alert"
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        title={t('title')}
        actions={
          <>
            <RetryButton className={buttonStyles.primary}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('retry')}
            </RetryButton>
            <Link href={JOB_SEARCH_PATH} className={buttonStyles.secondary}>
              <Search aria-hidden="true" className="size-4" />
              {common('cta')}
            </Link>
          </>
        }
      >
        <p>{t('body')}</p>
      </StatusPanel>
    </div>
  );
}
