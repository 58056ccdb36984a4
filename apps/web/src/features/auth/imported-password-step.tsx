'use client';

import { importedPasswordFormSchema, proxiedLoginResponseSchema } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { requestChecked } from '@/lib/api/checked-request';
import { AccountForm } from './account-form';
import { CodeField } from './code-field';
import { requestImportedCode } from './code-requests';
import { destinationAfterSignIn } from './destination';
import { Notice } from './notice';
import { PasswordField } from './password-field';
import { ResendCode } from './resend-code';
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
  const password = account.form.watch('password');

  const onSubmit = account.submit(async ({ code, password }) => {
    const response = await requestChecked(
      proxiedLoginResponseSchema,
      '/v1/users/public/user/create-password',
      { method: 'POST', body: { email, code, password } },
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
      <AccountForm
        account={account}
        onSubmit={onSubmit}
        submitLabel={t('createPassword.submit')}
        pendingLabel={t('createPassword.submitting')}
      >
        <CodeField {...account.fieldProps('code')} />
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
