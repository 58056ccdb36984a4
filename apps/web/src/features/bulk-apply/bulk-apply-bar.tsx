'use client';

import { useSyncExternalStore } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { Link } from '@/lib/i18n/navigation';
import { fillText } from '@/lib/i18n/client-text';
import { buttonStyles } from '@/features/shell/button-styles';
import { clearSelection, selectedJobs, subscribeSelection } from './bulk-selection';

const noSubscription = () => () => undefined;
const none: never[] = [];

export type BulkApplyBarLabels = { selected: string; clear: string; review: string };

/** The bar at the bottom of a job list while jobs are picked: how many, clear, review. */
export function BulkApplyBar({ labels }: { labels: BulkApplyBarLabels }) {
  const { signedIn } = useSession();
  const jobs = useSyncExternalStore(
    signedIn ? subscribeSelection : noSubscription,
    selectedJobs,
    () => none,
  );
  if (!signedIn || jobs.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={fillText(labels.selected, { count: jobs.length })}
      data-bulk-apply-bar
      className="fixed inset-x-0 bottom-16 z-30 px-4 md:bottom-4"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-white p-3 shadow-lg">
        <p className="text-sm font-semibold text-slate-900" aria-live="polite">
          {fillText(labels.selected, { count: jobs.length })}
        </p>
        <button
          type="button"
          className="ml-auto min-h-11 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          onClick={clearSelection}
        >
          {labels.clear}
        </button>
        <Link href="/loker/bulk-apply" className={buttonStyles.primary}>
          {labels.review}
        </Link>
      </div>
    </div>
  );
}
