'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiClient } from '@/lib/auth/browser-api';
import { checkNewPassword, checkPasswordConfirmation, findProblems } from './auth-validation';
import { destinationAfterSignIn } from './destination';
import { FormAlertBox, useRetryWait } from './form-alert';
import { PasswordField } from './password-field';
import { clearReset } from './reset-token-store';
import type { SignedInResponse } from './session-response';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';

/** Step 3: the new password; the answer signs the person in. */
export function NewPasswordStep({
  resetToken,
  target,
  onRestart,
}: {
  resetToken: string;
  target: string;
  /** The reset is no longer valid: start again from the email. */
  onRestart: () => void;
}) {
  const t = useTranslations('common.auth');
  const locale = useLocale();
  const [endOtherSessions, setEndOtherSessions] = useState(true);
  const form = useAuthForm({
    formId: 'new-password',
    initialValues: { password: '', confirmation: '' },
    validate: (values) =>
      findProblems({
        password: () => checkNewPassword(values.password),
        confirmation: () => checkPasswordConfirmation(values.password, values.confirmation),
      }),
  });
  const wait = useRetryWait(form.alert);
  const expired = form.alertMessageId === 'RESET_LINK_INVALID';

  const onSubmit = form.submit(async (values) => {
    try {
      const response = await apiClient.request<SignedInResponse>('/v1/users/reset-password', {
        method: 'POST',
        body: { resetToken, password: values.password, endOtherSessions },
      });
      clearReset(window.sessionStorage);
      window.location.assign(destinationAfterSignIn(response.data, target, locale));
    } catch (error) {
      // A used or expired token will not work again: do not offer it after a reload.
      if ((error as { messageId?: string }).messageId === 'RESET_LINK_INVALID') {
        clearReset(window.sessionStorage);
      }
      throw error;
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlertBox alert={form.alert} waitSeconds={wait} alertRef={form.alertRef}>
        {expired ? (
          <button
            type="button"
            onClick={onRestart}
            className="font-semibold text-red-900 underline underline-offset-2"
          >
            {t('resetPassword.requestNewCode')}
          </button>
        ) : null}
      </FormAlertBox>
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
      <div className="flex gap-3">
        <input
          id="end-other-sessions"
          type="checkbox"
          checked={endOtherSessions}
          onChange={(event) => setEndOtherSessions(event.target.checked)}
          aria-describedby="end-other-sessions-hint"
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
        />
        <div>
          <label htmlFor="end-other-sessions" className="text-sm font-semibold text-slate-800">
            {t('resetPassword.endOtherSessions')}
          </label>
          <p id="end-other-sessions-hint" className="text-sm text-slate-600">
            {t('resetPassword.endOtherSessionsHint')}
          </p>
        </div>
      </div>
      <SubmitButton
        pending={form.pending}
        disabled={wait > 0 || expired}
        label={t('resetPassword.submit')}
        pendingLabel={t('resetPassword.submitting')}
      />
    </form>
  );
}
