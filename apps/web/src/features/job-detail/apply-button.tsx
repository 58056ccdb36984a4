import type { JobDetail } from '@jenjang/domain';
import { ExternalLink, Send } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { buttonStyles } from '@/features/shell/button-styles';
import { jobPath } from '@/features/jobs/job-path';

/** Easy apply goes to Jenjang's apply page; external jobs open the company's own page. */
export async function ApplyButton({
  job,
  locale,
  className,
}: {
  job: JobDetail;
  locale: AppLocale;
  className?: string;
}) {
  if (job.isClosed) return null;
  const t = await getTranslations({ locale, namespace: 'jobDetail.apply' });
  const look = cn(buttonStyles.primary, 'px-6', className);
  if (job.applicationType === 'external' && job.externalUrl) {
    return (
      <a href={job.externalUrl} target="_blank" rel="noopener nofollow" className={look}>
        {t('external')}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only"> {t('opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <Link href={`${jobPath(job)}/apply`} className={look}>
      <Send aria-hidden="true" className="size-4" />
      {t('easyApply')}
    </Link>
  );
}
