'use client';

import { useLocale, useTranslations } from 'next-intl';
import { apiClient } from '@/lib/auth/browser-api';
import { Link } from '@/lib/i18n/navigation';
import { linkClass } from './auth-card';
import { checkCurrentPassword, checkEmail, findProblems } from './auth-validation';
import { destinationAfterSignIn, returnUrlQuery } from './destination';
import { FormAlertBox, useRetryWait } from './form-alert';
import { PasswordField } from './password-field';
import type { SignedInResponse } from './session-response';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';

export function SignInForm({ target, initialEmail }: { target: string; initialEmail: string }) {
  const t = useTranslations('common.auth');
  const locale = useLocale();
  const form = useAuthForm({
    formId: 'sign-in',
    initialValues: { email: initialEmail, password: '' },
    validate: (values) =>
      findProblems({
        email: () => checkEmail(values.email),
        password: () => checkCurrentPassword(values.password),
      }),
  });
  const wait = useRetryWait(form.alert);

  const onSubmit = form.submit(async (values) => {
    const response = await apiClient.request<SignedInResponse>('/v1/login/email', {
      method: 'POST',
      body: { email: values.email.trim(), password: values.password },
    });
    // A full load, so server components and the header render with the new cookies.
    window.location.assign(destinationAfterSignIn(response.data, target, locale));
  });

  return (
    // method="post": should someone submit before the script runs, the password still never
    // lands in the address bar.
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
      <div>
        <PasswordField
          {...form.fieldProps('password')}
          label={t('fields.password')}
          autoComplete="current-password"
        />
        <p className="mt-2 text-right text-sm">
          <Link
            href={{ pathname: '/forgot-password', query: returnUrlQuery(target, locale) }}
            className={linkClass}
          >
            {t('signIn.forgotPassword')}
          </Link>
        </p>
      </div>
      <SubmitButton
        pending={form.pending}
        disabled={wait > 0}
        label={t('signIn.submit')}
        pendingLabel={t('signIn.submitting')}
      />
    </form>
  );
}
