'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { cn } from '@/lib/cn';
import { apiClient, ApiRequestError } from '@/lib/auth/browser-api';
import { buttonStyles } from '@/features/shell/button-styles';
import { validatePasswordChange } from './account-rules';
import { CheckboxField, inputStyles } from './form-fields';
import { serverFieldMessages } from './profile-errors';

type ChangeResult = { data: { changed: true; endedSessions: number } };

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations('profile.profilePage');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [endOtherSessions, setEndOtherSessions] = useState(true);
  const [show, setShow] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setDone(null);
    setFormError(null);
    const problems = validatePasswordChange({ currentPassword, newPassword, hasPassword });
    const messages = Object.fromEntries(
      Object.entries(problems).map(([field, p]) => [field, t(`errors.${p.key}`, p.values ?? {})]),
    );
    setErrors(messages);
    if (Object.keys(messages).length) return;
    setSending(true);
    try {
      const result = await apiClient.request<ChangeResult>('/v1/users/password', {
        method: 'PUT',
        body: {
          ...(hasPassword ? { currentPassword } : {}),
          newPassword,
          endOtherSessions,
        },
      });
      setCurrentPassword('');
      setNewPassword('');
      setDone(
        endOtherSessions
          ? t('account.password.doneWithSessions', { count: result.data.endedSessions })
          : t('account.password.done'),
      );
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        setFormError(t('errors.network'));
        return;
      }
      const fields = serverFieldMessages(error.details);
      setErrors(fields);
      if (error.status === 429 && error.retryAfterSeconds) {
        setFormError(t('errors.rateLimited', { seconds: error.retryAfterSeconds }));
      } else if (!Object.keys(fields).length) {
        setFormError(error.message || t('errors.saveFailed'));
      }
    } finally {
      setSending(false);
    }
  }

  const describedBy = (field: string, hint?: boolean) =>
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
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              aria-invalid={errors.currentPassword ? true : undefined}
              aria-describedby={describedBy('currentPassword')}
              className={inputStyles}
            />
            {errors.currentPassword ? (
              <p id="password-currentPassword-error" className="text-sm font-medium text-red-700">
                {errors.currentPassword}
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
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={describedBy('newPassword', true)}
            className={inputStyles}
          />
          <p id="password-newPassword-hint" className="text-xs text-slate-600">
            {t('account.password.newHint')}
          </p>
          {errors.newPassword ? (
            <p id="password-newPassword-error" className="text-sm font-medium text-red-700">
              {errors.newPassword}
            </p>
          ) : null}
        </div>
      </div>
      <div>
        <CheckboxField
          id="password-show"
          label={t('account.password.show')}
          checked={show}
          onChange={setShow}
        />
        <CheckboxField
          id="password-endOtherSessions"
          label={t('account.password.endOthers')}
          checked={endOtherSessions}
          onChange={setEndOtherSessions}
        />
      </div>
      <button
        type="submit"
        disabled={sending}
        className={cn(buttonStyles.primary, 'disabled:opacity-70')}
      >
        {sending ? t('account.password.submitting') : t('account.password.submit')}
      </button>
      <p role="status" className="text-sm font-medium text-emerald-700 empty:hidden">
        {done ?? ''}
      </p>
    </form>
  );
}
