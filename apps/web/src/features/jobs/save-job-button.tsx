'use client';

import { Bookmark } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';

export type SaveJobLabels = { save: string; unsave: string; signInToSave: string };

/**
 * The bookmark of a job. Guests get a link to sign in that comes back here (`returnUrl`); the
 * auth work will pass `onToggle` (POST/DELETE /api/v1/job-portal/job/{id}/save) and `saved`.
 */
export function SaveJobButton({
  saved = false,
  returnUrl,
  labels,
  onToggle,
  pending = false,
  className,
}: {
  saved?: boolean;
  returnUrl: string;
  labels: SaveJobLabels;
  onToggle?: (next: boolean) => void;
  pending?: boolean;
  className?: string;
}) {
  const look = cn(
    'relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-brand-50 hover:text-brand-700',
    saved && 'text-brand-700',
    className,
  );
  const icon = (
    <Bookmark aria-hidden="true" className="size-5" fill={saved ? 'currentColor' : 'none'} />
  );
  if (!onToggle) {
    return (
      <Link
        href={`/sign-in?returnUrl=${encodeURIComponent(returnUrl)}`}
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
    <button
      type="button"
      // A toggle keeps one name; aria-pressed tells whether it is on.
      aria-pressed={saved}
      aria-label={labels.save}
      title={saved ? labels.unsave : labels.save}
      disabled={pending}
      onClick={() => onToggle(!saved)}
      className={cn(look, 'disabled:opacity-60')}
    >
      {icon}
    </button>
  );
}
