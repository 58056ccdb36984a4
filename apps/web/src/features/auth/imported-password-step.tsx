'use client';

import { importedPasswordFormSchema } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { AccountForm } from './account-form';
import { CodeField } from './code-field';
import { requestImportedCode } from './code-requests';
import { Notice } from './notice';
import { NewPasswordFields } from './new-password-fields';
import { ResendCode } from './resend-code';
import { startSession } from './session-start';
import { useAccountForm } from './use-account-form';

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
  const account = useAccountForm({
    formId: 'imported-password',
    schema: importedPasswordFormSchema,
    defaultValues: { code: '', password: '', confirmation: '' },
    messageFields: { INVALID_CODE: 'code' },
  });

  const onSubmit = account.submit(({ code, password }) =>
    startSession(
      '/v1/users/public/user/create-password',
      { email, code, password },
      { target: destination, locale },
    ),
  );

  return (
    <div className="space-y-5">
      <Notice>
        <p>
          {t('createPassword.codeSent', { email, minutes: Math.round(codeExpiresInSeconds / 60) })}
        </p>
      </Notice>
      <AccountForm
        account={account}
        onSubmit={onSubmit}
        submitLabel={t('createPassword.submit')}
        pendingLabel={t('createPassword.submitting')}
      >
        <CodeField {...account.fieldProps('code')} />
        <NewPasswordFields
          password={account.fieldProps('password')}
          confirmation={account.fieldProps('confirmation')}
          typed={account.form.watch('password')}
        />
      </AccountForm>
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
