'use client';

import { resetTokenResponseSchema, verifyCodeBodySchema } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { requestChecked } from '@/lib/api/checked-request';
import { AccountForm } from './account-form';
import { CodeField } from './code-field';
import { requestResetCode } from './code-requests';
import { Notice } from './notice';
import { ResendCode } from './resend-code';
import { useAccountForm } from './use-account-form';

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
  const account = useAccountForm({
    formId: 'reset-code',
    schema: verifyCodeBodySchema.pick({ code: true }),
    defaultValues: { code: '' },
    messageFields: { INVALID_CODE: 'code' },
  });

  const onSubmit = account.submit(async ({ code }) => {
    const response = await requestChecked(resetTokenResponseSchema, '/v1/users/forgot/verify', {
      method: 'POST',
      body: { email, code },
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
      <AccountForm
        account={account}
        onSubmit={onSubmit}
        submitLabel={t('forgotPassword.verify')}
        pendingLabel={t('forgotPassword.verifying')}
      >
        <CodeField {...account.fieldProps('code')} />
      </AccountForm>
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
