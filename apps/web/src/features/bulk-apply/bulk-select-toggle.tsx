'use client';

import { useSyncExternalStore } from 'react';
import { useSession } from '@/lib/auth/use-session';
import { cn } from '@/lib/cn';
import {
  selectedJobs,
  subscribeSelection,
  toggleSelected,
  type SelectedJob,
} from './bulk-selection';

const noSubscription = () => () => undefined;

/** The checkbox of a job card that picks it for bulk apply (signed-in job seekers only). */
export function BulkSelectToggle({ job, label }: { job: SelectedJob; label: string }) {
  const { signedIn } = useSession();
  const checked = useSyncExternalStore(
    signedIn ? subscribeSelection : noSubscription,
    () => selectedJobs().some((j) => j.id === job.id),
    () => false,
  );
  if (!signedIn) return null;
  return (
    <label
      className={cn(
        'relative z-10 ml-auto inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-xs font-semibold',
        checked ? 'text-brand-800' : 'text-slate-700 hover:text-brand-700',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        data-bulk-select={job.id}
        onChange={(event) => toggleSelected(job, event.target.checked)}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
}
