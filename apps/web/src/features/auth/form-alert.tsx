'use client';

import { AlertCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode, type Ref } from 'react';
import { retryAfterParts, type FormAlert } from './api-failure';
import { useCountdown } from './use-countdown';

/** Seconds still to wait after a 429, counting down; 0 when there is no wait. */
export function useRetryWait(alert: FormAlert | null): number {
  const until = useMemo(
    () => (alert?.kind === 'retry-after' ? Date.now() + alert.seconds * 1000 : null),
    [alert],
  );
  return useCountdown(until);
}

/** The form-level message (role="alert"): the server's words, a wait, or a network problem. */
export function FormAlertBox({
  alert,
  waitSeconds,
  alertRef,
  children,
}: {
  alert: FormAlert | null;
  /** From useRetryWait: the live count of a 429's Retry-After. */
  waitSeconds: number;
  alertRef?: Ref<HTMLDivElement>;
  /** Follow-up links (sign in, reset the password...). */
  children?: ReactNode;
}) {
  const t = useTranslations('common.auth.errors');
  // The element stays in the page so screen readers announce what appears in it.
  let text: string | null = null;
  if (alert?.kind === 'server') text = alert.message;
  else if (alert?.kind === 'network') text = t('network');
  else if (alert?.kind === 'unknown') text = t('unknown');
  else if (alert?.kind === 'retry-after' && waitSeconds > 0) {
    const wait = retryAfterParts(waitSeconds);
    text =
      wait.unit === 'minutes'
        ? t('retryAfterMinutes', { minutes: wait.minutes })
        : t('retryAfterSeconds', { seconds: wait.seconds });
  }
  return (
    <div ref={alertRef} tabIndex={-1} role="alert" className="focus:outline-none">
      {text ? (
        <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-3 text-sm text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="space-y-2">
            <p>{text}</p>
            {children}
          </div>
        </div>
      ) : null}
    </div>
  );
}
