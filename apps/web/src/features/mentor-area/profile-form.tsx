'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  MENTORING_TIME_ZONES,
  MENTOR_PROFILE_LIMITS,
  updateMentorMeRequestSchema,
  zoneInfo,
  type Locale,
  type MentoringDistrict,
  MENTOR_LANGUAGE_CODES,
  MENTOR_LANGUAGE_VOCABULARY,
  MENTORING_MODE_VOCABULARY,
} from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { DistrictSearch } from './district-search';
import { bindField, FormAlert, textOrNull, useMentorForm } from './mentor-form';

/** The profile as the form edits it: the profile fields of PATCH mentor/me, all present. */
export const mentorProfileFormSchema = updateMentorMeRequestSchema
  .pick({
    name: true,
    headline: true,
    companyName: true,
    photoUrl: true,
    bio: true,
    yearsOfExperience: true,
    linkedinUrl: true,
    languages: true,
    districtCode: true,
    timeZone: true,
    offersOnline: true,
    offersOffline: true,
    offlineAddress: true,
  })
  .required();
export type MentorProfileValues = z.input<typeof mentorProfileFormSchema>;

export const EMPTY_PROFILE: MentorProfileValues = {
  name: '',
  headline: '',
  companyName: null,
  photoUrl: null,
  bio: '',
  yearsOfExperience: 0,
  linkedinUrl: null,
  languages: ['id'],
  districtCode: null,
  timeZone: 'Asia/Jakarta',
  offersOnline: true,
  offersOffline: false,
  offlineAddress: null,
};

/**
 * The mentor's profile (onboarding step 2 and the dashboard's profile tab): name, headline,
 * company, photo address (optional), bio, years, languages, district, own time zone, and how
 * sessions take place. `onSave` sends it; a failure keeps what was typed and shows why.
 */
export function MentorProfileForm({
  formId,
  initial,
  initialDistrict,
  submitLabel,
  onSave,
  failure,
  onDraftChange,
}: {
  formId: string;
  initial: MentorProfileValues;
  initialDistrict: MentoringDistrict | null;
  submitLabel: string;
  onSave: (values: MentorProfileValues) => Promise<{ fields?: Record<string, string> } | void>;
  failure: string | null;
  onDraftChange?: (values: MentorProfileValues) => void;
}) {
  const t = useTranslations('onboardingMentor.profile');
  const locale = useLocale() as Locale;
  const form = useMentorForm(mentorProfileFormSchema, initial);
  const alertRef = useRef<HTMLDivElement>(null);
  const { errors, isSubmitting } = form.formState;
  const offersOffline = form.watch('offersOffline');
  const offersOnline = form.watch('offersOnline');
  const bio = form.watch('bio') ?? '';
  const noMode = !offersOffline && !offersOnline;

  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = form.watch((values) => onDraftChange(values as MentorProfileValues));
    return () => subscription.unsubscribe();
  }, [form, onDraftChange]);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.offersOnline && !values.offersOffline) return;
    const result = await onSave(values as MentorProfileValues);
    for (const [field, message] of Object.entries(result?.fields ?? {})) {
      form.setError(field as keyof MentorProfileValues, { type: 'server', message });
    }
  });

  const bind = (
    name: keyof MentorProfileValues & string,
    options?: Parameters<typeof bindField>[3],
  ) => bindField(form as never, name as never, `${formId}-${name}`, options as never);

  return (
    <ClientForm
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-5"
      aria-label={t('formLabel')}
    >
      <FormAlert ref={alertRef} message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...bind('name')}
          label={t('name')}
          required
          autoComplete="name"
          maxLength={MENTOR_PROFILE_LIMITS.nameMax}
        />
        <TextField
          {...bind('headline')}
          label={t('headline')}
          hint={t('headlineHint')}
          maxLength={MENTOR_PROFILE_LIMITS.headlineMax}
        />
        <TextField
          {...bind('companyName', { setValueAs: textOrNull })}
          label={`${t('company')} (${t('optional')})`}
          autoComplete="organization"
          maxLength={MENTOR_PROFILE_LIMITS.companyMax}
        />
        <TextField
          {...bind('yearsOfExperience', {
            setValueAs: (value: string) => (value === '' ? Number.NaN : Number(value)),
          })}
          label={t('years')}
          inputMode="numeric"
          maxLength={2}
        />
        <TextField
          {...bind('photoUrl', { setValueAs: textOrNull })}
          label={`${t('photoUrl')} (${t('optional')})`}
          hint={t('photoUrlHint')}
          maxLength={MENTOR_PROFILE_LIMITS.urlMax}
        />
        <TextField
          {...bind('linkedinUrl', { setValueAs: textOrNull })}
          label={`${t('linkedin')} (${t('optional')})`}
          hint={t('linkedinHint')}
          maxLength={MENTOR_PROFILE_LIMITS.urlMax}
        />
      </div>
      <TextAreaField
        {...bind('bio')}
        label={t('bio')}
        hint={t('bioHint', { min: MENTOR_PROFILE_LIMITS.bioMin, count: bio.length })}
        rows={5}
        maxLength={MENTOR_PROFILE_LIMITS.bioMax}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">{t('languages')}</legend>
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <div className="flex flex-wrap gap-2">
              {MENTOR_LANGUAGE_CODES.map((code) => {
                const checked = (field.value ?? []).includes(code);
                return (
                  <label
                    key={code}
                    className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm ${
                      checked
                        ? 'border-brand-600 bg-brand-50 text-brand-800'
                        : 'border-slate-300 text-slate-800'
                    }`}
                  >
                    <input
                      type="checkbox"
                      className="size-4 rounded border-slate-400 text-brand-700"
                      checked={checked}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...(field.value ?? []), code]
                            : (field.value ?? []).filter((c) => c !== code),
                        )
                      }
                    />
                    {MENTOR_LANGUAGE_VOCABULARY.label(code, locale)}
                  </label>
                );
              })}
            </div>
          )}
        />
        {errors.languages ? (
          <p className="text-sm font-medium text-red-700">{t('languagesRequired')}</p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="districtCode"
          render={({ field, fieldState }) => (
            <DistrictSearch
              id={`${formId}-district`}
              value={field.value ?? null}
              initial={initialDistrict}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <SelectField
          {...bind('timeZone')}
          label={t('timeZone')}
          hint={t('timeZoneHint')}
          options={MENTORING_TIME_ZONES.map((zone) => {
            const info = zoneInfo(zone);
            return {
              value: zone,
              label: info ? `${info.label} · ${info.names[locale]}` : zone,
            };
          })}
        />
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold text-slate-800">{t('modes')}</legend>
        <CheckboxField
          id={`${formId}-online`}
          label={t('online')}
          {...form.register('offersOnline')}
        />
        <CheckboxField
          id={`${formId}-offline`}
          label={MENTORING_MODE_VOCABULARY.label('offline', locale)}
          {...form.register('offersOffline')}
        />
        {noMode ? <p className="text-sm font-medium text-red-700">{t('modeRequired')}</p> : null}
      </fieldset>
      {offersOffline ? (
        <TextAreaField
          {...bind('offlineAddress', { setValueAs: textOrNull })}
          label={t('address')}
          hint={t('addressHint')}
          rows={2}
          maxLength={MENTOR_PROFILE_LIMITS.addressMax}
        />
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <p className="text-sm font-medium text-red-700">{t('fixErrors')}</p>
      ) : null}
      <button
        type="submit"
        className={buttonStyles.primary}
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting ? t('saving') : submitLabel}
      </button>
    </ClientForm>
  );
}
