'use client';

import {
  changePasswordFormSchema,
  passwordChangedResponseSchema,
  type ChangePasswordBody,
  type Locale,
} from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { requestChecked } from '@/lib/api/checked-request';
import { ApiRequestError } from '@/lib/auth/browser-api';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { buttonStyles } from '@/features/shell/button-styles';
import { CheckboxField, inputStyles } from './form-fields';
import { serverFieldMessages } from './profile-errors';

type PasswordValues = ChangePasswordBody;

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations('profile.profilePage');
  const locale = useLocale() as Locale;
  const schema = useMemo(() => changePasswordFormSchema(hasPassword), [hasPassword]);
  const form = useForm({
    resolver: fieldResolver(schema, locale),
    defaultValues: { currentPassword: '', newPassword: '', endOtherSessions: true },
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const [show, setShow] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (body) => {
      setDone(null);
      setFormError(null);
      try {
        const result = await requestChecked(passwordChangedResponseSchema, '/v1/users/password', {
          method: 'PUT',
          body,
        });
        form.reset({
          currentPassword: '',
          newPassword: '',
          endOtherSessions: body.endOtherSessions,
        });
        setDone(
          body.endOtherSessions
            ? t('account.password.doneWithSessions', { count: result.data.endedSessions })
            : t('account.password.done'),
        );
      } catch (error) {
        if (!(error instanceof ApiRequestError)) {
          setFormError(t('errors.network'));
          return;
        }
        const fields = serverFieldMessages(error.details);
        for (const [field, message] of Object.entries(fields)) {
          form.setError(field as FieldPath<PasswordValues>, { type: 'server', message });
        }
        if (error.status === 429 && error.retryAfterSeconds) {
          setFormError(t('errors.rateLimited', { seconds: error.retryAfterSeconds }));
        } else if (!Object.keys(fields).length) {
          setFormError(error.message || t('errors.saveFailed'));
        }
      }
    },
    () => {
      setDone(null);
      setFormError(null);
    },
  );

  const describedBy = (field: keyof PasswordValues, hint?: boolean) =>
    [hint ? `password-${field}-hint` : null, errors[field] ? `password-${field}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <h3 className="text-base font-bold text-slate-900">{t('account.password.title')}</h3>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {hasPassword ? (
          <div className="space-y-1">
            <label
              htmlFor="password-currentPassword"
              className="block text-sm font-semibold text-slate-800"
            >
              {t('account.password.current')}
            </label>
            <input
              id="password-currentPassword"
              type={show ? 'text' : 'password'}
              autoComplete="current-password"
              {...form.register('currentPassword')}
              aria-invalid={errors.currentPassword ? true : undefined}
              aria-describedby={describedBy('currentPassword')}
              className={inputStyles}
            />
            {errors.currentPassword ? (
              <p id="password-currentPassword-error" className="text-sm font-medium text-red-700">
                {errors.currentPassword.message}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="space-y-1">
          <label
            htmlFor="password-newPassword"
            className="block text-sm font-semibold text-slate-800"
          >
            {t('account.password.new')}
          </label>
          <input
            id="password-newPassword"
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            {...form.register('newPassword')}
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={describedBy('newPassword', true)}
            className={inputStyles}
          />
          <p id="password-newPassword-hint" className="text-xs text-slate-600">
            {t('account.password.newHint')}
          </p>
          {errors.newPassword ? (
            <p id="password-newPassword-error" className="text-sm font-medium text-red-700">
              {errors.newPassword.message}
            </p>
          ) : null}
        </div>
      </div>
      <div>
        <CheckboxField
          id="password-show"
          label={t('account.password.show')}
          checked={show}
          onCheckedChange={setShow}
        />
        <CheckboxField
          id="password-endOtherSessions"
          label={t('account.password.endOthers')}
          {...form.register('endOtherSessions')}
        />
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className={cn(buttonStyles.primary, 'disabled:opacity-70')}
      >
        {isSubmitting ? t('account.password.submitting') : t('account.password.submit')}
      </button>
      <p role="status" className="text-sm font-medium text-emerald-700 empty:hidden">
        {done ?? ''}
      </p>
    </form>
  );
}
