import type { JobDetail } from '@jenjang/domain';
import { ExternalLink, Send } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { buttonStyles } from '@/features/shell/button-styles';
import { jobPath } from '@/features/jobs/job-path';
import { ExternalApplyLink } from '@/features/applications/external-apply-link';

/**
 * Easy apply goes to Jenjang's apply page (signed-out users sign in there and come back);
 * external jobs open the company's own page in a new tab, tracked for signed-in users.
 */
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
      <ExternalApplyLink jobId={job.id} href={job.externalUrl} className={look}>
        {t('external')}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only"> {t('opensInNewTab')}</span>
      </ExternalApplyLink>
    );
  }
  return (
    <Link href={`${jobPath(job)}/apply`} className={look}>
      <Send aria-hidden="true" className="size-4" />
      {t('easyApply')}
    </Link>
  );
}
