'use client';

import { ClientForm } from '@/lib/hydration/client-form';
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
import { fieldResolver } from '@/lib/forms/field-resolver';
import { buttonStyles } from '@/features/shell/button-styles';
import { CheckboxField, TextField } from './form-fields';
import { describeSaveFailure, fieldId } from './profile-errors';

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
        const failure = describeSaveFailure(error, {
          network: t('errors.network'),
          saveFailed: t('errors.saveFailed'),
          rateLimited: (seconds) => t('errors.rateLimited', { seconds }),
          checkFields: null,
        });
        for (const [field, message] of Object.entries(failure.fields)) {
          form.setError(field as FieldPath<PasswordValues>, { type: 'server', message });
        }
        setFormError(failure.formError);
      }
    },
    () => {
      setDone(null);
      setFormError(null);
    },
  );

  const field = (name: 'currentPassword' | 'newPassword') => ({
    id: fieldId('password', name),
    error: errors[name]?.message,
    ...form.register(name),
  });
  const type = show ? 'text' : 'password';

  return (
    <ClientForm noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <h3 className="text-base font-bold text-slate-900">{t('account.password.title')}</h3>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {hasPassword ? (
          <TextField
            {...field('currentPassword')}
            label={t('account.password.current')}
            type={type}
            autoComplete="current-password"
          />
        ) : null}
        <TextField
          {...field('newPassword')}
          label={t('account.password.new')}
          hint={t('account.password.newHint')}
          type={type}
          autoComplete="new-password"
        />
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
    </ClientForm>
  );
}
