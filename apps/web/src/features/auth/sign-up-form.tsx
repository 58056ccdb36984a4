'use client';

import { signUpBodySchema } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { AccountForm } from './account-form';
import { linkClass } from './auth-card';
import { returnUrlQuery } from './destination';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { startSession } from './session-start';
import { TextField } from './text-field';
import { useAccountForm } from './use-account-form';

export function SignUpForm({ target }: { target: string }) {
  const t = useTranslations('common.auth');
  const locale = useLocale();
  const account = useAccountForm({
    formId: 'sign-up',
    schema: signUpBodySchema,
    defaultValues: { name: '', email: '', handphone: '', password: '' },
  });
  const email = account.form.watch('email').trim();
  const password = account.form.watch('password');

  // A new account has no student profile yet: this normally continues to onboarding.
  const onSubmit = account.submit((body) =>
    startSession('/v1/users/sign-up', body, { target, locale }),
  );

  return (
    <AccountForm
      account={account}
      onSubmit={onSubmit}
      submitLabel={t('signUp.submit')}
      pendingLabel={t('signUp.submitting')}
      alertLinks={
        account.alertMessageId === 'EMAIL_ALREADY_REGISTERED' ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <Link
              href={{ pathname: '/sign-in', query: { ...returnUrlQuery(target, locale), email } }}
              className={linkClass}
            >
              {t('signUp.signInLink')}
            </Link>
            <Link
              href={{
                pathname: '/forgot-password',
                query: { ...returnUrlQuery(target, locale), email },
              }}
              className={linkClass}
            >
              {t('signUp.resetPasswordLink')}
            </Link>
          </p>
        ) : account.alertMessageId === 'ACCOUNT_NEEDS_PASSWORD' ? (
          <p>
            <Link href={{ pathname: '/create-password', query: { email } }} className={linkClass}>
              {t('signUp.createPasswordLink')}
            </Link>
          </p>
        ) : null
      }
    >
      <TextField
        {...account.fieldProps('name')}
        label={t('fields.name')}
        autoComplete="name"
        maxLength={200}
      />
      <EmailField {...account.fieldProps('email')} />
      <TextField
        {...account.fieldProps('handphone')}
        label={t('fields.handphone')}
        optionalLabel={t('fields.optional')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
      />
      <PasswordField
        {...account.fieldProps('password')}
        label={t('fields.password')}
        autoComplete="new-password"
        lengthOf={password}
      />
      <p className="text-sm text-slate-600">
        {t.rich('signUp.consent', {
          terms: (chunks) => (
            <Link href="/terms-and-condition" className={linkClass}>
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/privacy-policies" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </AccountForm>
  );
}
