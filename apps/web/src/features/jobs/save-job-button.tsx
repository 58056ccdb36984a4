'use client';

import { ClientButton } from '@/lib/hydration/client-button';
import { signInToSavePath } from '@/features/saved-jobs/save-after-sign-in';
import { useSavedJob } from '@/features/saved-jobs/use-saved-job';
import { useSession } from '@/lib/auth/use-session';
import { cn } from '@/lib/cn';
import { CardIcon } from './card-icon';
import { Link } from '@/lib/i18n/navigation';

export type SaveJobLabels = {
  save: string;
  /** The name once saved: it says "Tersimpan", and aria-pressed says it is on. */
  saved: string;
  unsave: string;
  signInToSave: string;
};

/**
 * The bookmark of a job. Guests get a link to sign in that saves the job once they are signed
 * in (or signed up) and comes back here (`returnUrl`, save-after-sign-in.ts); signed-in users
 * toggle it (POST/DELETE /api/v1/job-portal/job/{id}/save), optimistically.
 */
export function SaveJobButton({
  jobId,
  returnUrl,
  labels,
  className,
}: {
  jobId: string;
  returnUrl: string;
  labels: SaveJobLabels;
  className?: string;
}) {
  const { signedIn } = useSession();
  const { saved, pending, toggle } = useSavedJob(jobId, signedIn);
  const look = cn(
    'relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-brand-50 hover:text-brand-700',
    saved && 'text-brand-700',
    className,
  );
  const icon = <CardIcon name="bookmark" className="size-5" filled={saved} />;
  if (!signedIn) {
    return (
      <Link
        href={signInToSavePath(returnUrl, jobId)}
        prefetch={false}
        aria-label={labels.signInToSave}
        title={labels.signInToSave}
        className={look}
      >
        {icon}
      </Link>
    );
  }
  return (
    <ClientButton
      type="button"
      // A toggle button: aria-pressed tells whether it is on, and its name says so too, as the
      // filled bookmark does.
      aria-pressed={saved}
      aria-label={saved ? labels.saved : labels.save}
      title={saved ? labels.unsave : labels.save}
      aria-busy={pending}
      data-saved-job={jobId}
      onClick={() => {
        // A refusal rolls the button back; the browser client has already handled sign-in.
        toggle(!saved)
          .then(() => {
            if (!saved) {
              void import('@/features/activity/record-activity').then(({ recordActivity }) =>
                recordActivity({ type: 'jobSave', jobId }),
              );
            }
          })
          .catch(() => undefined);
      }}
      className={cn(look, 'aria-busy:opacity-60')}
    >
      {icon}
    </ClientButton>
  );
}
