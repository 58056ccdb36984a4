'use client';

import { useTranslations } from 'next-intl';
import { apiClient } from '@/lib/auth/browser-api';
import { checkEmail, findProblems } from './auth-validation';
import { FormAlertBox, useRetryWait } from './form-alert';
import type { CodeSentResponse, ImportedInfoResponse } from './session-response';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';

export function requestImportedCode(email: string): Promise<CodeSentResponse> {
  return apiClient.request<CodeSentResponse>('/v1/login/imported-application/otp', {
    method: 'POST',
    body: { email, platform: 'job_portal_student' },
  });
}

/**
 * Step 1 of /create-password: the address of the application. A code is only sent when that
 * address has an imported account still waiting for its password.
 */
export function ImportedEmailStep({
  initialEmail,
  onCodeSent,
  onNotNeeded,
}: {
  initialEmail: string;
  onCodeSent: (email: string, codeExpiresInSeconds: number) => void;
  onNotNeeded: (email: string) => void;
}) {
  const t = useTranslations('common.auth');
  const form = useAuthForm({
    formId: 'imported-email',
    initialValues: { email: initialEmail },
    validate: (values) => findProblems({ email: () => checkEmail(values.email) }),
  });
  const wait = useRetryWait(form.alert);

  const onSubmit = form.submit(async (values) => {
    const email = values.email.trim();
    const info = await apiClient.request<ImportedInfoResponse>('/v1/users/public/user/info', {
      query: { email },
    });
    if (!info.data.needsPassword) {
      onNotNeeded(email);
      return;
    }
    const sent = await requestImportedCode(email);
    onCodeSent(email, sent.data.expiresIn);
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
        label={t('createPassword.sendCode')}
        pendingLabel={t('createPassword.sendingCode')}
      />
    </form>
  );
}
