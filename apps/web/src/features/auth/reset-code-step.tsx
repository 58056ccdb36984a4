'use client';

import { useTranslations } from 'next-intl';
import { apiClient } from '@/lib/auth/browser-api';
import { checkCode, findProblems, normalizeCode } from './auth-validation';
import { CodeField } from './code-field';
import { FormAlertBox, useRetryWait } from './form-alert';
import { Notice } from './notice';
import { requestResetCode } from './reset-email-step';
import { ResendCode } from './resend-code';
import type { ResetTokenResponse } from './session-response';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';

/** Step 2: the emailed code, traded for a short-lived reset token. */
export function ResetCodeStep({
  email,
  codeExpiresInSeconds,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  /** Known when this tab just asked for the code; null when arriving from the email's link. */
  codeExpiresInSeconds: number | null;
  onVerified: (resetToken: string, expiresInSeconds: number) => void;
  onChangeEmail: () => void;
}) {
  const t = useTranslations('common.auth');
  const form = useAuthForm({
    formId: 'reset-code',
    initialValues: { code: '' },
    validate: (values) => findProblems({ code: () => checkCode(values.code) }),
    messageFields: { INVALID_CODE: 'code' },
  });
  const wait = useRetryWait(form.alert);

  const onSubmit = form.submit(async (values) => {
    const response = await apiClient.request<ResetTokenResponse>('/v1/users/forgot/verify', {
      method: 'POST',
      body: { email, code: normalizeCode(values.code) },
    });
    onVerified(response.data.resetToken, response.data.expiresIn);
  });

  return (
    <div className="space-y-5">
      <Notice>
        <p>
          {codeExpiresInSeconds === null
            ? t('resetPassword.codeIntro', { email })
            : t('forgotPassword.codeSent', {
                email,
                minutes: Math.round(codeExpiresInSeconds / 60),
              })}
        </p>
      </Notice>
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormAlertBox alert={form.alert} waitSeconds={wait} alertRef={form.alertRef} />
        <CodeField {...form.fieldProps('code')} />
        <SubmitButton
          pending={form.pending}
          disabled={wait > 0}
          label={t('forgotPassword.verify')}
          pendingLabel={t('forgotPassword.verifying')}
        />
      </form>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <ResendCode
          justSent={codeExpiresInSeconds !== null}
          send={async () => void (await requestResetCode(email))}
        />
        <button
          type="button"
          onClick={onChangeEmail}
          className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('forgotPassword.changeEmail')}
        </button>
      </div>
    </div>
  );
}
