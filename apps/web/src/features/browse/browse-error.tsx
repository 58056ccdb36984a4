import { Inbox, RefreshCw, TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';

/** The API could not give the list of a browse page: say so and offer the page again. */
export async function BrowseError({ locale, path }: { locale: AppLocale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.browse.error' });
  return (
    <StatusPanel
      role="alert"
      icon={<TriangleAlert aria-hidden="true" className="size-7" />}
      title={t('title')}
      actions={
        <Link href={path} prefetch={false} className={buttonStyles.primary}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('retry')}
        </Link>
      }
    >
      <p>{t('body')}</p>
    </StatusPanel>
  );
}

/** Nothing to list yet (no open jobs at all). */
export async function BrowseEmpty({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'homepageJobs.empty' });
  return (
    <StatusPanel
      role="status"
      icon={<Inbox aria-hidden="true" className="size-7" />}
      title={t('title')}
    >
      <p>{t('body')}</p>
    </StatusPanel>
  );
}
