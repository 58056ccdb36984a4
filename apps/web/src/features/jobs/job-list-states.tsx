import { Inbox, RefreshCw, TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';
import { listPageHref } from './pagination-model';

export async function JobListEmpty({ locale, page }: { locale: AppLocale; page: number }) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.empty' });
  const outOfRange = page > 1;
  return (
    <StatusPanel
      role="status"
      icon={<Inbox aria-hidden="true" className="size-7" />}
      title={outOfRange ? t('outOfRangeTitle') : t('title')}
      actions={
        outOfRange ? (
          <Link href={listPageHref('/', 1)} className={buttonStyles.primary}>
            {t('firstPage')}
          </Link>
        ) : null
      }
    >
      <p>{outOfRange ? t('outOfRangeBody', { page }) : t('body')}</p>
    </StatusPanel>
  );
}

/** The API could not answer: say so, and offer the same page again. */
export async function JobListError({
  locale,
  page,
  retryHref,
}: {
  locale: AppLocale;
  page: number;
  /** The same search again (defaults to the unfiltered list's page). */
  retryHref?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.error' });
  return (
    <StatusPanel
      role="alert"
      icon={<TriangleAlert aria-hidden="true" className="size-7" />}
      title={t('title')}
      actions={
        <Link
          href={retryHref ?? listPageHref('/', page)}
          prefetch={false}
          className={buttonStyles.primary}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('retry')}
        </Link>
      }
    >
      <p>{t('body')}</p>
    </StatusPanel>
  );
}
