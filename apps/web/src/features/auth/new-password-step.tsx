'use client';

import { newPasswordFormSchema, proxiedLoginResponseSchema } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { requestChecked } from '@/lib/api/checked-request';
import { AccountForm } from './account-form';
import { destinationAfterSignIn } from './destination';
import { PasswordField } from './password-field';
import { clearReset } from './reset-token-store';
import { useAccountForm } from './use-account-form';

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
  const account = useAccountForm({
    formId: 'new-password',
    schema: newPasswordFormSchema,
    defaultValues: { password: '', confirmation: '', endOtherSessions: true },
  });
  const expired = account.alertMessageId === 'RESET_LINK_INVALID';
  const password = account.form.watch('password');

  const onSubmit = account.submit(async ({ password, endOtherSessions }) => {
    try {
      const response = await requestChecked(
        proxiedLoginResponseSchema,
        '/v1/users/reset-password',
        { method: 'POST', body: { resetToken, password, endOtherSessions } },
      );
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
    <AccountForm
      account={account}
      onSubmit={onSubmit}
      submitLabel={t('resetPassword.submit')}
      pendingLabel={t('resetPassword.submitting')}
      disabled={expired}
      alertLinks={
        expired ? (
          <button
            type="button"
            onClick={onRestart}
            className="font-semibold text-red-900 underline underline-offset-2"
          >
            {t('resetPassword.requestNewCode')}
          </button>
        ) : null
      }
    >
      <PasswordField
        {...account.fieldProps('password')}
        label={t('fields.newPassword')}
        autoComplete="new-password"
        lengthOf={password}
      />
      <PasswordField
        {...account.fieldProps('confirmation')}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
      />
      <div className="flex gap-3">
        <input
          id="end-other-sessions"
          type="checkbox"
          {...account.form.register('endOtherSessions')}
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
    </AccountForm>
  );
}
