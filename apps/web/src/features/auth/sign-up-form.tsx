'use client';

import { signUpBodySchema, type SignUpBody } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { AccountForm } from './account-form';
import { linkClass } from './auth-card';
import { requestSignUpCode } from './code-requests';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { useAccountForm } from './use-account-form';

/** What the code step needs to finish (and to send the code again). */
export type SignUpDetails = { body: SignUpBody; email: string; codeExpiresInSeconds: number };

/** The account's role: 'employer' from ?for=employer, 'mentor' from /mentor/sign-up. */
export type SignUpRole = NonNullable<SignUpBody['role']>;

/**
 * Step 1 of /sign-up: the account's details. The API answers the same for every address (it
 * mails a code, or tells the owner of a registered address that someone tried), so this step
 * always continues to the code (docs/decisions/010).
 */
export function SignUpForm({
  initialValues,
  onCodeSent,
  role = 'student',
}: {
  role?: SignUpRole;
  initialValues?: SignUpBody | undefined;
  onCodeSent: (details: SignUpDetails) => void;
}) {
  const t = useTranslations('common.auth');
  const account = useAccountForm({
    formId: 'sign-up',
    schema: signUpBodySchema,
    defaultValues: {
      name: initialValues?.name ?? '',
      email: initialValues?.email ?? '',
      handphone: initialValues?.handphone ?? '',
      password: initialValues?.password ?? '',
    },
  });
  const password = account.form.watch('password');

  const onSubmit = account.submit(async (body) => {
    // A job seeker's request says nothing of a role, as before employer sign-up existed.
    const withRole = role === 'student' ? body : { ...body, role };
    const sent = await requestSignUpCode(withRole);
    onCodeSent({
      body: role === 'student' ? account.form.getValues() : { ...account.form.getValues(), role },
      email: body.email,
      codeExpiresInSeconds: sent.data.expiresIn,
    });
  });

  return (
    <AccountForm
      account={account}
      onSubmit={onSubmit}
      submitLabel={t('signUp.submit')}
      pendingLabel={t('signUp.submitting')}
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
