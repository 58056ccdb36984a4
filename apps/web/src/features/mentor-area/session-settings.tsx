'use client';

import { MENTOR_SESSION_MINUTES, updateMentorMeRequestSchema } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField, SelectField } from '@/features/profile/form-fields';
import { bindField, useMentorForm } from './mentor-form';

/** Booking settings: the fields of PATCH mentor/me that shape the slots mentees see. */
export const sessionSettingsSchema = updateMentorMeRequestSchema
  .pick({
    sessionMinutes: true,
    bufferMinutes: true,
    minNoticeHours: true,
    bookingWindowDays: true,
    acceptsCustomRequests: true,
  })
  .required();
export type SessionSettingsValues = z.input<typeof sessionSettingsSchema>;
export type SessionSettingsOutput = z.output<typeof sessionSettingsSchema>;

const BUFFERS = [0, 5, 10, 15, 20, 30, 45, 60, 90, 120];
const NOTICES = [0, 1, 2, 4, 6, 12, 24, 48, 72, 168];
const WINDOWS = [7, 14, 21, 30, 45, 60, 90];

/** Options that include the current value even when it is not one of the usual ones. */
const withValue = (options: number[], value: number) =>
  (options.includes(value) ? options : [...options, value].sort((a, b) => a - b)).map(String);

export function useSessionSettingsForm(initial: SessionSettingsValues) {
  return useMentorForm(sessionSettingsSchema, initial);
}

export function SessionSettingsFields({
  form,
  idPrefix,
  legendHidden = false,
}: {
  form: UseFormReturn<SessionSettingsValues, unknown, SessionSettingsOutput>;
  idPrefix: string;
  /** When a heading above already names the section. */
  legendHidden?: boolean;
}) {
  const t = useTranslations('onboardingMentor.settings');
  const values = form.getValues();
  const bind = (name: keyof SessionSettingsValues & string) =>
    bindField(form as never, name as never, `${idPrefix}-${name}`, {
      setValueAs: (value: unknown) => Number(value),
    } as never);
  return (
    <fieldset className="space-y-4">
      <legend className={legendHidden ? 'sr-only' : 'text-base font-semibold text-slate-900'}>
        {t('legend')}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...bind('sessionMinutes')}
          label={t('sessionMinutes')}
          options={MENTOR_SESSION_MINUTES.map((m) => ({
            value: String(m),
            label: t('minutes', { count: m }),
          }))}
        />
        <SelectField
          {...bind('bufferMinutes')}
          label={t('bufferMinutes')}
          hint={t('bufferHint')}
          options={withValue(BUFFERS, values.bufferMinutes).map((m) => ({
            value: m,
            label: t('minutes', { count: Number(m) }),
          }))}
        />
        <SelectField
          {...bind('minNoticeHours')}
          label={t('minNoticeHours')}
          hint={t('minNoticeHint')}
          options={withValue(NOTICES, values.minNoticeHours).map((h) => ({
            value: h,
            label: t('hours', { count: Number(h) }),
          }))}
        />
        <SelectField
          {...bind('bookingWindowDays')}
          label={t('bookingWindowDays')}
          hint={t('bookingWindowHint')}
          options={withValue(WINDOWS, values.bookingWindowDays).map((d) => ({
            value: d,
            label: t('days', { count: Number(d) }),
          }))}
        />
      </div>
      <CheckboxField
        id={`${idPrefix}-custom`}
        label={t('acceptsCustomRequests')}
        {...form.register('acceptsCustomRequests')}
      />
    </fieldset>
  );
}
