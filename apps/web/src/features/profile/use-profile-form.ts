'use client';

import { studentProfileResponseSchema, type Locale } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { apiClient } from '@/lib/auth/browser-api';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { useProfile } from './profile-context';
import { describeSaveFailure, fieldId } from './profile-errors';
import { sectionSchema, type SectionBody } from './section-bodies';

/**
 * One profile section's form on react-hook-form. The form holds what people type (strings,
 * drafts of entries, named like the body's fields); `toBody` turns that into the API's body,
 * which the domain's contract checks with the profile's rules (student-profile-rules.ts), as
 * the API will. Problems stay beside their fields (ours and the API's alike), one line above
 * says there are some, and the first problem field gets the focus.
 */
export function useProfileForm<Values extends FieldValues>({
  scope,
  defaultValues,
  body,
  onSaved,
}: {
  /** Names the form: its field ids start with it (profile-errors.ts, fieldId). */
  scope: string;
  defaultValues: Values;
  /** How the values become the body, its contract and where it goes (section-bodies.ts). */
  body: SectionBody<Values>;
  onSaved: () => void;
}) {
  const t = useTranslations('profile.profilePage.errors');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { replaceStudent, today } = useProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [, startRefresh] = useTransition();
  const [checked] = useState(() => sectionSchema(body.toBody, body.schema, today));
  const { request } = body;
  const form = useForm<Values, unknown, unknown>({
    resolver: fieldResolver(checked, locale),
    defaultValues: defaultValues as DefaultValues<Values>,
    // The section's own focus rule below also reaches the custom choice lists.
    shouldFocusError: false,
  });

  const focusFirstProblem = () => {
    // After React has rendered the messages and aria-invalid flags.
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        `[data-profile-form="${scope}"] [aria-invalid="true"]`,
      );
      first?.focus();
    });
  };

  const submit = form.handleSubmit(
    async (body) => {
      setFormError(null);
      try {
        const answer = await apiClient.request(request.path, { method: request.method, body });
        const parsed = studentProfileResponseSchema.safeParse(answer);
        if (parsed.success) replaceStudent(parsed.data.data.result);
        startRefresh(() => router.refresh());
        onSaved();
      } catch (error) {
        const failure = describeSaveFailure(error, {
          network: t('network'),
          saveFailed: t('saveFailed'),
          rateLimited: (seconds) => t('rateLimited', { seconds }),
          checkFields: t('checkFields'),
        });
        for (const [field, message] of Object.entries(failure.fields)) {
          form.setError(field as FieldPath<Values>, { type: 'server', message });
        }
        setFormError(failure.formError);
        focusFirstProblem();
      }
    },
    () => {
      setFormError(t('checkFields'));
      focusFirstProblem();
    },
  );

  const errorFor = (field: string): string | undefined =>
    form.getFieldState(field as FieldPath<Values>, form.formState).error?.message;

  return {
    form,
    /** What SectionFormFrame needs. */
    frame: { scope, sending: form.formState.isSubmitting, formError, onSubmit: submit },
    errorFor,
    /** Props of a TextField or SelectField bound to a field path ('workExperiences.0.endDate'). */
    field: (path: FieldPath<Values>) => ({
      id: fieldId(scope, path),
      error: errorFor(path),
      ...form.register(path),
    }),
  };
}
