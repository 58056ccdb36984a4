import type { StatusTone } from '@jenjang/domain';
import { cn } from '@/lib/cn';

/** The colours of the domain's status tones (decision 029): one chip for both sides. */
const TONE_CLASSES: Record<StatusTone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  review: 'bg-amber-50 text-amber-900',
  progress: 'bg-brand-50 text-brand-800',
  offer: 'bg-green-100 text-green-900',
  success: 'bg-green-700 text-white',
  ended: 'bg-rose-50 text-rose-900',
  muted: 'bg-slate-100 text-slate-700',
};

/** A status chip. `status`: the phase or status key, for tests and styles to find. */
export function StatusChip({
  label,
  tone,
  status,
  className,
}: {
  label: string;
  tone: StatusTone;
  status: string;
  className?: string;
}) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex min-h-7 items-center rounded-full px-3 text-xs font-semibold',
        TONE_CLASSES[tone],
        className,
      )}
    >
      {label}
    </span>
  );
}
