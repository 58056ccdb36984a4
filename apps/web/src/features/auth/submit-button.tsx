'use client';

import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { buttonStyles } from '@/features/shell/button-styles';

/** The form's main button: shows progress and takes no second click while the request runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={cn(buttonStyles.primary, 'w-full disabled:cursor-not-allowed disabled:opacity-70')}
    >
      {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
