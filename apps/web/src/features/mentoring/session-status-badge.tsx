import type { SessionStatus } from '@jenjang/domain';
import { cn } from '@/lib/cn';

const TONE: Record<SessionStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  requested: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rescheduleRequested: 'bg-sky-50 text-sky-900 ring-sky-200',
  completed: 'bg-brand-50 text-brand-800 ring-brand-200',
  rejected: 'bg-slate-100 text-slate-700 ring-slate-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  noShow: 'bg-red-50 text-red-800 ring-red-200',
};

/** A session's state as a coloured label; the colour repeats the words, never replaces them. */
export function SessionStatusBadge({
  status,
  label,
  className,
}: {
  status: SessionStatus;
  label: string;
  className?: string;
}) {
  return (
    <span
      data-session-status={status}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold ring-1',
        TONE[status],
        className,
      )}
    >
      {label}
    </span>
  );
}
