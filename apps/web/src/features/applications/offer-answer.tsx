'use client';

import { SEEKER_PHASE_DEFINITIONS, type OfferDecision } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { apiClient } from '@/lib/auth/browser-api';
import { ClientButton } from '@/lib/hydration/client-button';
import { offerPath } from './applications-api';

type Step =
  'idle' | { confirm: OfferDecision } | { sending: OfferDecision } | { done: OfferDecision };

/**
 * Accept or decline an offer, each asked twice (the button, then a confirmation in place, as
 * withdrawing is). After the answer the card says what the new phase says (decision 029).
 */
export function OfferAnswer({
  applicationId,
  role,
  company,
}: {
  applicationId: string;
  role: string;
  company: string;
}) {
  const t = useTranslations('profile.appliedJobs.offer');
  const locale = useLocale() === 'en' ? 'en' : 'idn';
  const router = useRouter();
  const [step, setStep] = useState<Step>('idle');
  const [failed, setFailed] = useState(false);
  const [, startRefresh] = useTransition();

  // Said here at once: the card's status comes with the refresh, which Next.js sometimes fetches
  // without applying (vercel/next.js#98224), so the answer never waits on it.
  if (typeof step === 'object' && 'done' in step) {
    const phase = step.done === 'accept' ? 'hired' : 'offerDeclined';
    return (
      <p
        role="status"
        data-offer-answered={step.done}
        className="text-sm font-semibold text-slate-800"
      >
        {SEEKER_PHASE_DEFINITIONS[phase].note?.[locale]}
      </p>
    );
  }
  if (step === 'idle') {
    return (
      <div role="group" aria-label={t('label')} className="flex flex-wrap justify-end gap-2">
        <ClientButton
          className={`${buttonStyles.secondary} text-red-700 hover:border-red-600 hover:text-red-800`}
          onClick={() => setStep({ confirm: 'decline' })}
        >
          {t('decline')}
        </ClientButton>
        <ClientButton
          className={buttonStyles.primary}
          onClick={() => setStep({ confirm: 'accept' })}
        >
          {t('accept')}
        </ClientButton>
      </div>
    );
  }
  const decision = 'confirm' in step ? step.confirm : step.sending;
  const sending = 'sending' in step;
  const accept = decision === 'accept';
  return (
    <div
      role="group"
      aria-label={accept ? t('accept') : t('decline')}
      className={`w-full space-y-2 rounded-xl border p-3 text-sm ${
        accept ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'
      }`}
    >
      <p className="font-semibold text-slate-900">
        {accept ? t('confirmAccept', { role, company }) : t('confirmDecline', { role, company })}
      </p>
      {failed ? (
        <p role="alert" className="text-red-800">
          {t('failed')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <ClientButton
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
          className={
            accept ? buttonStyles.primary : `${buttonStyles.primary} bg-red-700 hover:bg-red-800`
          }
          disabled={sending}
          aria-busy={sending}
          onClick={async () => {
            setStep({ sending: decision });
            setFailed(false);
            try {
              await apiClient.request(offerPath(applicationId), {
                method: 'POST',
                body: { decision },
              });
              setStep({ done: decision });
              startRefresh(() => router.refresh());
            } catch {
              setFailed(true);
              setStep({ confirm: decision });
            }
          }}
        >
          {sending ? t('sending') : accept ? t('yesAccept') : t('yesDecline')}
        </ClientButton>
      </div>
    </div>
  );
}
