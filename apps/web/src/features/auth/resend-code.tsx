'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RESEND_COOLDOWN_SECONDS } from './countdown';
import { describeFailure, type FormAlert } from './api-failure';
import { FormAlertBox } from './form-alert';
import { useCountdown } from './use-countdown';

/**
 * "Send the code again", available after a cooldown (each send replaces the code, and mail can
 * take a moment). A 429 from the API extends the wait to its Retry-After.
 */
export function ResendCode({ send, justSent }: { send: () => Promise<void>; justSent: boolean }) {
  const t = useTranslations('common.auth.resend');
  const [until, setUntil] = useState<number | null>(() =>
    justSent ? Date.now() + RESEND_COOLDOWN_SECONDS * 1000 : null,
  );
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<FormAlert | null>(null);
  const wait = useCountdown(until);

  async function resend() {
    setSending(true);
    setSent(false);
    setProblem(null);
    try {
      await send();
      setSent(true);
      setUntil(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
    } catch (error) {
      const { alert } = describeFailure(error, []);
      setProblem(alert);
      if (alert?.kind === 'retry-after') setUntil(Date.now() + alert.seconds * 1000);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={resend}
        disabled={sending || wait > 0}
        className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
      >
        {sending ? t('sending') : wait > 0 ? t('wait', { seconds: wait }) : t('action')}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {sent ? t('done') : null}
      </p>
      {problem ? <FormAlertBox alert={problem} waitSeconds={wait} /> : null}
    </div>
  );
}
