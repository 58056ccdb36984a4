'use client';

import { ClientButton } from '@/lib/hydration/client-button';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { apiClient } from '@/lib/auth/browser-api';
import { buttonStyles } from '@/features/shell/button-styles';
import { withdrawPath } from './applications-api';

/** Withdraw, asked twice: the button, then a confirmation in place (no modal to trap focus). */
export function WithdrawButton({ applicationId, role }: { applicationId: string; role: string }) {
  const t = useTranslations('profile.appliedJobs.withdraw');
  const router = useRouter();
  const [step, setStep] = useState<'idle' | 'confirm' | 'sending' | 'done'>('idle');
  const [failed, setFailed] = useState(false);
  const [, startRefresh] = useTransition();

  // Said here at once: the card's status comes from the server with the refresh, which Next.js
  // sometimes fetches without applying (vercel/next.js#98224), so the answer never waits on it.
  if (step === 'done') {
    return (
      <p role="status" data-withdrawn className="text-sm font-semibold text-slate-800">
        {t('done')}
      </p>
    );
  }
  if (step === 'idle') {
    return (
      <ClientButton
        type="button"
        className={`${buttonStyles.secondary} text-red-700 hover:border-red-600 hover:text-red-800`}
        onClick={() => setStep('confirm')}
      >
        {t('button')}
      </ClientButton>
    );
  }
  const sending = step === 'sending';
  return (
    <div
      role="group"
      aria-label={t('button')}
      className="w-full space-y-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm"
    >
      <p className="font-semibold text-red-900">{t('confirm', { role })}</p>
      {failed ? (
        <p role="alert" className="text-red-800">
          {t('failed')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <ClientButton
          type="button"
          className={buttonStyles.secondary}
          disabled={sending}
          onClick={() => {
            setFailed(false);
            setStep('idle');
          }}
        >
          {t('no')}
        </ClientButton>
        <ClientButton
          type="button"
          className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}
          disabled={sending}
          aria-busy={sending}
          onClick={async () => {
            setStep('sending');
            setFailed(false);
            try {
              await apiClient.request(withdrawPath(applicationId), { method: 'POST' });
              setStep('done');
              startRefresh(() => router.refresh());
            } catch {
              setFailed(true);
              setStep('confirm');
            }
          }}
        >
          {sending ? t('withdrawing') : t('yes')}
        </ClientButton>
      </div>
    </div>
  );
}
