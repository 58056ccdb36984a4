'use client';

import { useLocale, useTranslations } from 'next-intl';
import { apiClient } from '@/lib/auth/browser-api';
import { Link } from '@/lib/i18n/navigation';
import { linkClass } from './auth-card';
import {
  checkEmail,
  checkHandphone,
  checkName,
  checkNewPassword,
  findProblems,
} from './auth-validation';
import { destinationAfterSignIn, returnUrlQuery } from './destination';
import { FormAlertBox, useRetryWait } from './form-alert';
import { PasswordField } from './password-field';
import type { SignedInResponse } from './session-response';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';

export function SignUpForm({ target }: { target: string }) {
  const t = useTranslations('common.auth');
  const locale = useLocale();
  const form = useAuthForm({
    formId: 'sign-up',
    initialValues: { name: '', email: '', handphone: '', password: '' },
    validate: (values) =>
      findProblems({
        name: () => checkName(values.name),
        email: () => checkEmail(values.email),
        handphone: () => checkHandphone(values.handphone),
        password: () => checkNewPassword(values.password),
      }),
  });
  const wait = useRetryWait(form.alert);
  const email = form.values.email.trim();

  const onSubmit = form.submit(async (values) => {
    const handphone = values.handphone.trim();
    const response = await apiClient.request<SignedInResponse>('/v1/users/sign-up', {
      method: 'POST',
      body: {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(handphone ? { handphone } : {}),
      },
    });
    // A new account has no student profile yet: this normally continues to onboarding.
    window.location.assign(destinationAfterSignIn(response.data, target, locale));
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlertBox alert={form.alert} waitSeconds={wait} alertRef={form.alertRef}>
        {form.alertMessageId === 'EMAIL_ALREADY_REGISTERED' ? (
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
        ) : form.alertMessageId === 'ACCOUNT_NEEDS_PASSWORD' ? (
          <p>
            <Link href={{ pathname: '/create-password', query: { email } }} className={linkClass}>
              {t('signUp.createPasswordLink')}
            </Link>
          </p>
        ) : null}
      </FormAlertBox>
      <TextField
        {...form.fieldProps('name')}
        label={t('fields.name')}
        autoComplete="name"
        maxLength={200}
      />
      <TextField
        {...form.fieldProps('email')}
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...form.fieldProps('handphone')}
        label={t('fields.handphone')}
        optionalLabel={t('fields.optional')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
      />
      <PasswordField
        {...form.fieldProps('password')}
        label={t('fields.password')}
        autoComplete="new-password"
        showLengthHint
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
      <SubmitButton
        pending={form.pending}
        disabled={wait > 0}
        label={t('signUp.submit')}
        pendingLabel={t('signUp.submitting')}
      />
    </form>
  );
}
