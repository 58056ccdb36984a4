'use client';

import { newPasswordFormSchema } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import type { PendingSave } from '@/features/saved-jobs/save-after-sign-in';
import { AccountForm } from './account-form';
import { NewPasswordFields } from './new-password-fields';
import { clearReset } from './reset-token-store';
import { startSession } from './session-start';
import { useAccountForm } from './use-account-form';

/** Step 3: the new password; the answer signs the person in. */
export function NewPasswordStep({
  resetToken,
  target,
  pendingSave,
  onRestart,
}: {
  resetToken: string;
  target: string;
  pendingSave: PendingSave | null;
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

  const onSubmit = account.submit(async ({ password, endOtherSessions }) => {
    try {
      await startSession(
        '/v1/users/reset-password',
        { resetToken, password, endOtherSessions },
        {
          target,
          locale,
          pendingSave,
          beforeLeaving: () => clearReset(window.sessionStorage),
        },
      );
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
      <NewPasswordFields
        password={account.fieldProps('password')}
        confirmation={account.fieldProps('confirmation')}
        typed={account.form.watch('password')}
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
