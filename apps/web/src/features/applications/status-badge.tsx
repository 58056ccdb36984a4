import { applicationStatusView, type ApplicationProgress } from '@jenjang/domain';
import type { AppLocale } from '@/lib/i18n/routing';
import { StatusChip } from './status-chip';

/** The job seeker's chip of an application, as the domain's one definition words it. */
export function StatusBadge({
  application,
  locale,
}: {
  application: ApplicationProgress;
  locale: AppLocale;
}) {
  const view = applicationStatusView(application, locale);
  return <StatusChip label={view.label} tone={view.tone} status={view.phase} />;
}
