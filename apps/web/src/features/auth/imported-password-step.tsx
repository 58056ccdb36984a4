'use client';

import { useLocale, useTranslations } from 'next-intl';
import { apiClient } from '@/lib/auth/browser-api';
import {
  checkCode,
  checkNewPassword,
  checkPasswordConfirmation,
  findProblems,
  normalizeCode,
} from './auth-validation';
import { CodeField } from './code-field';
import { destinationAfterSignIn } from './destination';
import { FormAlertBox, useRetryWait } from './form-alert';
import { requestImportedCode } from './imported-email-step';
import { Notice } from './notice';
import { PasswordField } from './password-field';
import { ResendCode } from './resend-code';
import type { SignedInResponse } from './session-response';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';

/** Step 2 of /create-password: the emailed code and the new password, in one go. */
export function ImportedPasswordStep({
  email,
  codeExpiresInSeconds,
  destination,
  onChangeEmail,
}: {
  email: string;
  codeExpiresInSeconds: number;
  destination: string;
  onChangeEmail: () => void;
}) {
  const t = useTranslations('common.auth');
  const locale = useLocale();
  const form = useAuthForm({
    formId: 'imported-password',
    initialValues: { code: '', password: '', confirmation: '' },
    validate: (values) =>
      findProblems({
        code: () => checkCode(values.code),
        password: () => checkNewPassword(values.password),
        confirmation: () => checkPasswordConfirmation(values.password, values.confirmation),
      }),
    messageFields: { INVALID_CODE: 'code' },
  });
  const wait = useRetryWait(form.alert);

  const onSubmit = form.submit(async (values) => {
    const response = await apiClient.request<SignedInResponse>(
      '/v1/users/public/user/create-password',
      {
        method: 'POST',
        body: { email, code: normalizeCode(values.code), password: values.password },
      },
    );
    window.location.assign(destinationAfterSignIn(response.data, destination, locale));
  });

  return (
    <div className="space-y-5">
      <Notice>
        <p>
          {t('createPassword.codeSent', { email, minutes: Math.round(codeExpiresInSeconds / 60) })}
        </p>
      </Notice>
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormAlertBox alert={form.alert} waitSeconds={wait} alertRef={form.alertRef} />
        <CodeField {...form.fieldProps('code')} />
        <PasswordField
          {...form.fieldProps('password')}
          label={t('fields.newPassword')}
          autoComplete="new-password"
          showLengthHint
        />
        <PasswordField
          {...form.fieldProps('confirmation')}
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
        />
        <SubmitButton
          pending={form.pending}
          disabled={wait > 0}
          label={t('createPassword.submit')}
          pendingLabel={t('createPassword.submitting')}
        />
      </form>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <ResendCode justSent send={async () => void (await requestImportedCode(email))} />
        <button
          type="button"
          onClick={onChangeEmail}
          className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('createPassword.changeEmail')}
        </button>
      </div>
    </div>
  );
}
