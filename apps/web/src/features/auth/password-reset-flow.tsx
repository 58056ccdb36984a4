'use client';

import { Loader2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { AuthCard, linkClass } from './auth-card';
import { Link } from '@/lib/i18n/navigation';
import { pendingSaveQuery, type PendingSave } from '@/features/saved-jobs/save-after-sign-in';
import { returnUrlQuery } from './destination';
import { NewPasswordStep } from './new-password-step';
import { ResetCodeStep } from './reset-code-step';
import { requestResetCode } from './code-requests';
import { EmailStep } from './email-step';
import { initialResetStep, type ResetStep } from './reset-steps';
import { loadReset, saveReset } from './reset-token-store';
import { useStepFocus } from './use-step-focus';

type PasswordResetFlowProps = {
  /** /forgot-password starts from the email; /reset-password from what the tab or link holds. */
  page: 'forgot' | 'reset';
  initialEmail: string;
  /** /reset-password?email=… is the link in the reset mail. */
  emailFromLink: string | null;
  target: string;
  /** A job to save once signed in (checked on the server). */
  pendingSave: PendingSave | null;
};

function readStoredReset() {
  try {
    return loadReset(window.sessionStorage, Date.now());
  } catch {
    return null; // storage disabled: the flow still works within one page
  }
}

export function PasswordResetFlow({
  page,
  initialEmail,
  emailFromLink,
  target,
  pendingSave,
}: PasswordResetFlowProps) {
  const t = useTranslations('common.auth');
  const locale = useLocale();
  const router = useRouter();
  const [step, setStep] = useState<ResetStep>(
    page === 'forgot' ? { name: 'email', email: initialEmail } : { name: 'loading' },
  );
  const headingRef = useStepFocus(step.name);
  const back = { ...returnUrlQuery(target, locale), ...pendingSaveQuery(pendingSave) };

  useEffect(() => {
    // sessionStorage only exists in the browser, so /reset-password decides after mounting.
    if (page === 'reset') setStep(initialResetStep({ stored: readStoredReset(), emailFromLink }));
  }, [page, emailFromLink]);

  function onVerified(email: string, resetToken: string, expiresInSeconds: number) {
    let stored = false;
    try {
      saveReset(window.sessionStorage, { resetToken, email, expiresInSeconds, now: Date.now() });
      stored = true;
    } catch {
      stored = false;
    }
    // See reset-token-store.ts for why the token travels in sessionStorage, not in the URL.
    if (page === 'forgot' && stored) {
      router.push({ pathname: '/reset-password', query: back });
    } else {
      setStep({ name: 'password', email, resetToken });
    }
  }

  const heading =
    step.name === 'code'
      ? t('resetPassword.codeHeading')
      : step.name === 'email'
        ? t('forgotPassword.heading')
        : t('resetPassword.heading');
  const intro =
    step.name === 'email'
      ? t('forgotPassword.intro')
      : step.name === 'password'
        ? t('resetPassword.intro', { email: step.email })
        : undefined;

  return (
    <AuthCard
      heading={heading}
      intro={intro}
      headingRef={headingRef}
      footer={
        <p>
          <Link href={{ pathname: '/sign-in', query: back }} className={linkClass}>
            {t('forgotPassword.backToSignIn')}
          </Link>
        </p>
      }
    >
      {step.name === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('resetPassword.loading')}
        </p>
      ) : step.name === 'email' ? (
        <EmailStep
          formId="reset-email"
          initialEmail={step.email}
          submitLabel={t('forgotPassword.sendCode')}
          pendingLabel={t('forgotPassword.sendingCode')}
          // The API answers the same whether or not the address has an account, and so does
          // this page (the next step's message says "if it is registered").
          onEmail={async (email) => {
            const sent = await requestResetCode(email);
            setStep({ name: 'code', email, codeExpiresInSeconds: sent.data.expiresIn });
          }}
        />
      ) : step.name === 'code' ? (
        <ResetCodeStep
          email={step.email}
          codeExpiresInSeconds={step.codeExpiresInSeconds}
          onVerified={(resetToken, expiresIn) => onVerified(step.email, resetToken, expiresIn)}
          onChangeEmail={() => setStep({ name: 'email', email: step.email })}
        />
      ) : (
        <NewPasswordStep
          resetToken={step.resetToken}
          target={target}
          pendingSave={pendingSave}
          onRestart={() => setStep({ name: 'email', email: step.email })}
        />
      )}
    </AuthCard>
  );
}
