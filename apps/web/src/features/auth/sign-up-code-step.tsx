'use client';

import { verifyCodeBodySchema } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { PendingSave } from '@/features/saved-jobs/save-after-sign-in';
import { Link } from '@/lib/i18n/navigation';
import { AccountForm } from './account-form';
import { linkClass } from './auth-card';
import { CodeField } from './code-field';
import { requestSignUpCode } from './code-requests';
import { returnUrlQuery } from './destination';
import { Notice } from './notice';
import { ResendCode } from './resend-code';
import { startSession } from './session-start';
import type { SignUpDetails } from './sign-up-form';
import { useAccountForm } from './use-account-form';

/**
 * Step 2 of /sign-up: the emailed code creates the account and signs in. The message covers
 * both cases the page cannot tell apart (a new address, or one with an account, whose owner got
 * a notice instead of a code).
 */
export function SignUpCodeStep({
  details,
  target,
  pendingSave,
  onChangeDetails,
}: {
  details: SignUpDetails;
  target: string;
  pendingSave: PendingSave | null;
  onChangeDetails: () => void;
}) {
  const t = useTranslations('common.auth');
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const account = useAccountForm({
    formId: 'sign-up-code',
    schema: verifyCodeBodySchema.pick({ code: true }),
    defaultValues: { code: '' },
    messageFields: { INVALID_CODE: 'code' },
  });
  const { email } = details;

  // Keyboard and screen reader users land on the new step.
  useEffect(() => headingRef.current?.focus(), []);

  // A new account has no student profile yet: this normally continues to onboarding.
  const onSubmit = account.submit(({ code }) =>
    startSession('/v1/users/sign-up/verify', { email, code }, { target, locale, pendingSave }),
  );

  return (
    <div className="space-y-5">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {t('signUp.codeHeading')}
      </h2>
      <Notice>
        <p>
          {t('signUp.codeSent', {
            email,
            minutes: Math.round(details.codeExpiresInSeconds / 60),
          })}
        </p>
      </Notice>
      <AccountForm
        account={account}
        onSubmit={onSubmit}
        submitLabel={t('signUp.verify')}
        pendingLabel={t('signUp.verifying')}
        alertLinks={
          // The address was taken while the code was on its way (a sign-in with Google).
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
          ) : null
        }
      >
        <CodeField {...account.fieldProps('code')} />
      </AccountForm>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <ResendCode justSent send={async () => void (await requestSignUpCode(details.body))} />
        <button
          type="button"
          onClick={onChangeDetails}
          className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('signUp.changeDetails')}
        </button>
      </div>
    </div>
  );
}
