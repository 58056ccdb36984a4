'use client';

import { useTranslations } from 'next-intl';
import { apiClient } from '@/lib/auth/browser-api';
import { checkEmail, findProblems } from './auth-validation';
import { FormAlertBox, useRetryWait } from './form-alert';
import type { CodeSentResponse } from './session-response';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';

export function requestResetCode(email: string): Promise<CodeSentResponse> {
  return apiClient.request<CodeSentResponse>('/v1/users/forgot/code', {
    method: 'POST',
    body: { email },
  });
}

/**
 * Step 1: the email. The API answers the same whether or not the address has an account, and so
 * does this page (the next step's message says "if it is registered").
 */
export function ResetEmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, codeExpiresInSeconds: number) => void;
}) {
  const t = useTranslations('common.auth');
  const form = useAuthForm({
    formId: 'reset-email',
    initialValues: { email: initialEmail },
    validate: (values) => findProblems({ email: () => checkEmail(values.email) }),
  });
  const wait = useRetryWait(form.alert);

  const onSubmit = form.submit(async (values) => {
    const email = values.email.trim();
    const response = await requestResetCode(email);
    onSent(email, response.data.expiresIn);
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlertBox alert={form.alert} waitSeconds={wait} alertRef={form.alertRef} />
      <TextField
        {...form.fieldProps('email')}
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <SubmitButton
        pending={form.pending}
        disabled={wait > 0}
        label={t('forgotPassword.sendCode')}
        pendingLabel={t('forgotPassword.sendingCode')}
      />
    </form>
  );
}
