'use client';

import { signInBodySchema } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { pendingSaveQuery, type PendingSave } from '@/features/saved-jobs/save-after-sign-in';
import { Link } from '@/lib/i18n/navigation';
import { AccountForm } from './account-form';
import { linkClass } from './auth-card';
import { returnUrlQuery } from './destination';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { startSession } from './session-start';
import { useAccountForm } from './use-account-form';

export function SignInForm({
  target,
  initialEmail,
  pendingSave,
}: {
  target: string;
  initialEmail: string;
  /** A job to save once signed in (checked on the server). */
  pendingSave: PendingSave | null;
}) {
  const t = useTranslations('common.auth');
  const locale = useLocale();
  const account = useAccountForm({
    formId: 'sign-in',
    schema: signInBodySchema,
    defaultValues: { email: initialEmail, password: '' },
  });

  const onSubmit = account.submit((body) =>
    startSession('/v1/login/email', body, { target, locale, pendingSave }),
  );

  return (
    <AccountForm
      account={account}
      onSubmit={onSubmit}
      submitLabel={t('signIn.submit')}
      pendingLabel={t('signIn.submitting')}
    >
      <EmailField {...account.fieldProps('email')} />
      <div>
        <PasswordField
          {...account.fieldProps('password')}
          label={t('fields.password')}
          autoComplete="current-password"
        />
        <p className="mt-2 text-right text-sm">
          <Link
            href={{
              pathname: '/forgot-password',
              query: { ...returnUrlQuery(target, locale), ...pendingSaveQuery(pendingSave) },
            }}
            className={linkClass}
          >
            {t('signIn.forgotPassword')}
          </Link>
        </p>
      </div>
    </AccountForm>
  );
}
