'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonStyles } from '@/features/shell/button-styles';

/**
 * A modal of the mentor area (Radix): focus moves in and back to the button that opened it,
 * Tab stays inside, Escape and the close button close it. Controlled, so a form closes it only
 * when its request succeeded (and keeps what was typed when it failed).
 */
export function MentorDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; rendered as is (Radix adds aria-expanded and the handlers). */
  trigger?: ReactNode;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label={closeLabel}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-700">
              {description}
            </Dialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel and submit at the foot of a dialog's form. */
export function DialogButtons({
  onCancel,
  cancelLabel,
  submitLabel,
  busy,
  danger,
}: {
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type="submit"
        className={cn(buttonStyles.primary, danger && 'bg-red-700 hover:bg-red-800')}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {submitLabel}
      </button>
    </div>
  );
}
