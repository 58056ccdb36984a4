'use client';

import { studentProfileResponseSchema } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { apiClient, ApiRequestError } from '@/lib/auth/browser-api';
import { useProfile } from './profile-context';
import { serverFieldMessages } from './profile-errors';
import { hasErrors, type FieldErrors } from './profile-validation';

export type SaveRequest = {
  method: 'PUT' | 'PATCH';
  path: '/v1/profiles/student' | '/v1/job-portal/me/student';
  body: unknown;
};

export type Prepared = { errors: FieldErrors } | { request: SaveRequest };

/**
 * Validation, saving and error display of one section's form. `submit` takes a function that
 * checks the form and builds the request; problems stay beside their fields (the client's and
 * the API's alike) and the first problem field gets the focus.
 */
export function useSectionForm(scope: string, onSaved: () => void) {
  const t = useTranslations('profile.profilePage.errors');
  const router = useRouter();
  const { replaceStudent } = useProfile();
  const [fieldMessages, setFieldMessages] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [, startRefresh] = useTransition();

  const focusFirstProblem = () => {
    // After React has rendered the messages and aria-invalid flags.
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        `[data-profile-form="${scope}"] [aria-invalid="true"]`,
      );
      first?.focus();
    });
  };

  async function submit(prepare: () => Prepared): Promise<void> {
    if (sending) return;
    const prepared = prepare();
    if ('errors' in prepared) {
      if (hasErrors(prepared.errors)) {
        setFieldMessages(
          Object.fromEntries(
            Object.entries(prepared.errors).map(([field, error]) => [
              field,
              t(error.key, error.values ?? {}),
            ]),
          ),
        );
        setFormError(t('checkFields'));
        focusFirstProblem();
      }
      return;
    }
    setSending(true);
    setFormError(null);
    setFieldMessages({});
    try {
      const body = await apiClient.request(prepared.request.path, {
        method: prepared.request.method,
        body: prepared.request.body,
      });
      const parsed = studentProfileResponseSchema.safeParse(body);
      if (parsed.success) replaceStudent(parsed.data.data.result);
      startRefresh(() => router.refresh());
      onSaved();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        setFormError(t('network'));
        return;
      }
      const fromServer = serverFieldMessages(error.details);
      setFieldMessages(fromServer);
      if (error.status === 429 && error.retryAfterSeconds) {
        setFormError(t('rateLimited', { seconds: error.retryAfterSeconds }));
      } else {
        setFormError(
          Object.keys(fromServer).length ? t('checkFields') : error.message || t('saveFailed'),
        );
      }
      focusFirstProblem();
    } finally {
      setSending(false);
    }
  }

  return {
    submit,
    sending,
    formError,
    errorFor: (field: string): string | undefined => fieldMessages[field],
    clearError: (field: string) =>
      setFieldMessages((current) => {
        if (!(field in current)) return current;
        const { [field]: _removed, ...rest } = current;
        return rest;
      }),
  };
}

export type SectionForm = ReturnType<typeof useSectionForm>;
