'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  type AdditionalInformation,
  type AdditionalInformationPatch,
  additionalInformationPatchSchema,
  type additionalInformationResponseSchema,
  type Locale,
  NOTICE_PERIODS,
  parseWholeNumber,
} from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

type AdditionalInformationResponse = z.infer<typeof additionalInformationResponseSchema>;
import { apiClient } from '@/lib/auth/browser-api';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { inputStyles } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { ADDITIONAL_INFORMATION_PATH } from './applications-api';

type Values = {
  expectedSalary: string;
  noticePeriod: '' | (typeof NOTICE_PERIODS)[number];
  availableFrom: string;
  willingToRelocate: '' | 'yes' | 'no';
  portfolioUrl: string;
};

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What people type → the PATCH body. */
function toBody(v: Values) {
  return {
    // '6500000', '6.500.000' or '6,500,000' (parseWholeNumber); NaN lets the contract object.
    expectedSalary:
      orNull(v.expectedSalary) === null ? null : (parseWholeNumber(v.expectedSalary) ?? Number.NaN),
    noticePeriod: v.noticePeriod === '' ? null : v.noticePeriod,
    availableFrom: orNull(v.availableFrom),
    willingToRelocate: v.willingToRelocate === '' ? null : v.willingToRelocate === 'yes',
    portfolioUrl: orNull(v.portfolioUrl),
  };
}

// The body is checked by the domain's contract, as the API will (the profile's pattern).
const formSchema = z.preprocess(
  (values) => toBody(values as Values),
  additionalInformationPatchSchema,
) as unknown as z.ZodType<AdditionalInformationPatch, Values>;

function toValues(info: AdditionalInformation | null): Values {
  return {
    expectedSalary: info?.expectedSalary == null ? '' : String(info.expectedSalary),
    noticePeriod: info?.noticePeriod ?? '',
    availableFrom: info?.availableFrom ?? '',
    willingToRelocate: info?.willingToRelocate == null ? '' : info.willingToRelocate ? 'yes' : 'no',
    portfolioUrl: info?.portfolioUrl ?? '',
  };
}

/** The optional details after applying (GET and PATCH additional-information-after-apply-job). */
export function AdditionalInformationForm() {
  const t = useTranslations('jobDetail.applyForm.additional');
  const ts = useTranslations('jobDetail.applyForm.success');
  const locale = useLocale() as Locale;
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const form = useForm<Values, unknown, AdditionalInformationPatch>({
    resolver: fieldResolver(formSchema, locale),
    defaultValues: toValues(null),
  });
  const { reset } = form;

  useEffect(() => {
    let current = true;
    apiClient
      .request<AdditionalInformationResponse>(ADDITIONAL_INFORMATION_PATH)
      // What was typed before the saved details arrived stays (keepDirtyValues).
      .then((body) => current && reset(toValues(body.data.result), { keepDirtyValues: true }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [reset]);

  const submit = form.handleSubmit(async (body) => {
    setOutcome(null);
    try {
      await apiClient.request(ADDITIONAL_INFORMATION_PATH, { method: 'PATCH', body });
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  });
  const error = (name: keyof Values) => form.formState.errors[name]?.message;
  const a11y = (name: keyof Values) => ({
    id: `additional-${name}`,
    'aria-invalid': error(name) ? (true as const) : undefined,
    'aria-describedby': error(name) ? `additional-${name}-error` : undefined,
  });
  const problem = (name: keyof Values) =>
    error(name) ? (
      <p id={`additional-${name}-error`} className="text-sm font-medium text-red-700">
        {error(name)}
      </p>
    ) : null;
  const sending = form.formState.isSubmitting;

  return (
    <section
      aria-labelledby="additional-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <h2 id="additional-heading" className="text-lg font-bold text-slate-900">
        {ts('additionalHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{ts('additionalIntro')}</p>
      <ClientForm noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="additional-expectedSalary" className="block text-sm font-semibold">
            {t('expectedSalary')}
          </label>
          <input
            {...a11y('expectedSalary')}
            {...form.register('expectedSalary')}
            inputMode="numeric"
            autoComplete="off"
            className={inputStyles}
          />
          {problem('expectedSalary')}
        </div>
        <div className="space-y-1">
          <label htmlFor="additional-noticePeriod" className="block text-sm font-semibold">
            {t('noticePeriod')}
          </label>
          <select
            {...a11y('noticePeriod')}
            {...form.register('noticePeriod')}
            className={inputStyles}
          >
            <option value="">{t('choose')}</option>
            {NOTICE_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`noticePeriods.${period}`)}
              </option>
            ))}
          </select>
          {problem('noticePeriod')}
        </div>
        <div className="space-y-1">
          <label htmlFor="additional-availableFrom" className="block text-sm font-semibold">
            {t('availableFrom')}
          </label>
          <input
            {...a11y('availableFrom')}
            {...form.register('availableFrom')}
            type="date"
            className={inputStyles}
          />
          {problem('availableFrom')}
        </div>
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold">{t('willingToRelocate')}</legend>
          <div className="flex gap-4">
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={answer}
                  {...form.register('willingToRelocate')}
                  className="size-4 accent-brand-700"
                />
                {t(answer)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor="additional-portfolioUrl" className="block text-sm font-semibold">
            {t('portfolioUrl')}
          </label>
          <input
            {...a11y('portfolioUrl')}
            {...form.register('portfolioUrl')}
            inputMode="url"
            autoComplete="url"
            className={inputStyles}
          />
          {problem('portfolioUrl')}
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button
            type="submit"
            className={buttonStyles.secondary}
            disabled={sending}
            aria-busy={sending}
          >
            {sending ? ts('saving') : ts('save')}
          </button>
          <p aria-live="polite" className="text-sm">
            {outcome === 'saved' ? (
              <span className="font-semibold text-green-800">{ts('additionalSaved')}</span>
            ) : outcome === 'failed' ? (
              <span className="font-semibold text-red-700">{ts('additionalFailed')}</span>
            ) : null}
          </p>
        </div>
      </ClientForm>
    </section>
  );
}
