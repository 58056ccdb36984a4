'use client';

import { ClientButton } from '@/lib/hydration/client-button';
import { ClientForm } from '@/lib/hydration/client-form';
import { deleteAccountFormSchema } from '@jenjang/domain';
import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { apiClient, ApiRequestError } from '@/lib/auth/browser-api';
import { signOut } from '@/lib/auth/sign-out';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { TextField } from './form-fields';
import { fieldId } from './profile-errors';

const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:opacity-70';

/**
 * UU PDP right to erasure. The native modal <dialog> keeps the focus inside and closes on
 * Escape; deleting needs the password and the confirmation word, then signs out and goes home.
 */
export function DeleteAccount({
  hasPassword,
  locale,
}: {
  hasPassword: boolean;
  locale: AppLocale;
}) {
  const t = useTranslations('profile.profilePage.account.delete');
  const tErrors = useTranslations('profile.profilePage.errors');
  const dialog = useRef<HTMLDialogElement>(null);
  const word = t('confirmWord');
  const schema = useMemo(() => deleteAccountFormSchema({ word, hasPassword }), [word, hasPassword]);
  const form = useForm({
    resolver: fieldResolver(schema, locale),
    defaultValues: { password: '', confirmation: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = (name: 'password' | 'confirmation') => ({
    id: fieldId('delete', name),
    error: errors[name]?.message,
    ...form.register(name),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const open = () => {
    form.reset();
    setFormError(null);
    dialog.current?.showModal();
  };

  const submit = form.handleSubmit(
    async ({ password }) => {
      setFormError(null);
      setDeleting(true);
      try {
        await apiClient.request('/v1/users/me', {
          method: 'DELETE',
          body: hasPassword ? { password } : {},
        });
        await signOut({ redirectTo: localizedPath(locale, '/') });
      } catch (error) {
        setFormError(
          error instanceof ApiRequestError && error.message ? error.message : tErrors('network'),
        );
        setDeleting(false);
      }
    },
    () => setFormError(null),
  );

  return (
    <div className="space-y-2">
      <h3 className="text-base font-bold text-red-800">{t('title')}</h3>
      <p className="text-sm text-slate-700">{t('body')}</p>
      <ClientButton type="button" onClick={open} className={dangerButton}>
        {t('button')}
      </ClientButton>

      <dialog
        ref={dialog}
        aria-labelledby="delete-title"
        aria-describedby="delete-body"
        className="w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 backdrop:bg-slate-900/60"
      >
        <ClientForm noValidate onSubmit={(event) => void submit(event)} className="space-y-4 p-5">
          <div className="flex items-start gap-3">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
            <h2 id="delete-title" className="text-lg font-bold text-slate-900">
              {t('dialogTitle')}
            </h2>
          </div>
          <p id="delete-body" className="text-sm text-slate-700">
            {t('dialogBody')}
          </p>
          {formError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {formError}
            </p>
          ) : null}
          {hasPassword ? (
            <TextField
              {...field('password')}
              label={t('password')}
              type="password"
              autoComplete="current-password"
            />
          ) : (
            <p className="text-sm text-slate-600">{t('noPasswordHint')}</p>
          )}
          <TextField
            {...field('confirmation')}
            label={t('confirmLabel', { word })}
            autoCapitalize="characters"
          />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <ClientButton
              type="button"
              onClick={() => dialog.current?.close()}
              disabled={deleting}
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t('cancel')}
            </ClientButton>
            <ClientButton type="submit" disabled={deleting} className={cn(dangerButton)}>
              {deleting ? t('deleting') : t('confirm')}
            </ClientButton>
          </div>
        </ClientForm>
      </dialog>
    </div>
  );
}
