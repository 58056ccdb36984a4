'use client';

import { importedInfoResponseSchema } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { requestChecked } from '@/lib/api/checked-request';
import { Link } from '@/lib/i18n/navigation';
import { AuthCard, linkClass } from './auth-card';
import { requestImportedCode } from './code-requests';
import { EmailStep } from './email-step';
import { ImportedPasswordStep } from './imported-password-step';
import { Notice } from './notice';
import { stepAfterImportedInfo, type CreatePasswordStep } from './reset-steps';
import { useStepFocus } from './use-step-focus';

/** /create-password: for people whose job application arrived before they had an account. */
export function CreatePasswordFlow({
  initialEmail,
  destination,
}: {
  initialEmail: string;
  /** The job applied to (from the link's jobId) or the applications list. */
  destination: string;
}) {
  const t = useTranslations('common.auth');
  const [step, setStep] = useState<CreatePasswordStep>({ name: 'email', email: initialEmail });
  const headingRef = useStepFocus(step.name);
  const backToEmail = () => setStep({ name: 'email', email: step.email });

  /** A code is only sent when the address has an imported account still waiting for one. */
  async function checkImportedEmail(email: string) {
    const info = await requestChecked(importedInfoResponseSchema, '/v1/users/public/user/info', {
      query: { email },
    });
    const next = stepAfterImportedInfo(email, info.data);
    if (next !== 'send-code') {
      setStep(next);
      return;
    }
    const sent = await requestImportedCode(email);
    setStep({ name: 'code', email, codeExpiresInSeconds: sent.data.expiresIn });
  }

  return (
    <AuthCard
      heading={t('createPassword.heading')}
      intro={step.name === 'email' ? t('createPassword.intro') : undefined}
      headingRef={headingRef}
    >
      {step.name === 'email' ? (
        <EmailStep
          formId="imported-email"
          initialEmail={step.email}
          submitLabel={t('createPassword.sendCode')}
          pendingLabel={t('createPassword.sendingCode')}
          onEmail={checkImportedEmail}
        />
      ) : step.name === 'not-needed' ? (
        <div className="space-y-5">
          <Notice>
            <p>{t('createPassword.notNeeded')}</p>
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <Link
                href={{ pathname: '/sign-in', query: { email: step.email } }}
                className={linkClass}
              >
                {t('createPassword.signInLink')}
              </Link>
              <Link
                href={{ pathname: '/forgot-password', query: { email: step.email } }}
                className={linkClass}
              >
                {t('createPassword.forgotPasswordLink')}
              </Link>
            </p>
          </Notice>
          <button
            type="button"
            onClick={backToEmail}
            className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('createPassword.changeEmail')}
          </button>
        </div>
      ) : (
        <ImportedPasswordStep
          email={step.email}
          codeExpiresInSeconds={step.codeExpiresInSeconds}
          destination={destination}
          onChangeEmail={backToEmail}
        />
      )}
    </AuthCard>
  );
}
