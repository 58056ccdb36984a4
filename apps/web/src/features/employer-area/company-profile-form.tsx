'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  COMPANY_PROFILE_LIMITS,
  COMPANY_SIZE_VOCABULARY,
  COMPANY_SIZES,
  type CompanyProfileFormValues,
  companyProfileInputSchema,
  type EmployerCompanyProfile,
  type FundingStage,
  type Locale,
  normalizeWebsite,
} from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { OptionIcon } from '@/features/companies/option-icon';
import { inputStyles } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { cn } from '@/lib/cn';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { Field } from './company-setup';
import { EMPLOYER_PATHS } from './employer-paths';
import { useEmployerAction } from './use-employer-action';

type Option = { id: number; name: string };
export type ChoiceOption = { value: string; label: string; hint?: string; icon: string };

function formValuesOf(profile: EmployerCompanyProfile): CompanyProfileFormValues {
  return {
    name: profile.name,
    descriptionId: profile.descriptionId,
    descriptionEn: profile.descriptionEn,
    website: profile.website ?? '',
    // An older band than the editor offers is asked for again.
    size: (COMPANY_SIZES as readonly string[]).includes(profile.size ?? '')
      ? (profile.size as CompanyProfileFormValues['size'])
      : '',
    industryId: profile.industryId,
    foundedYear: profile.foundedYear,
    fundingStage: profile.fundingStage,
    locations: profile.locations,
    cultureValues: profile.cultureValues,
    benefits: profile.benefits,
  };
}

const numberOrNull = (value: string) => (value === '' ? null : Number(value));
const section = 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6';
/** Buttons that may be unavailable (first photo's "up", an unchanged caption) look it. */
const secondary = `${buttonStyles.secondary} disabled:cursor-not-allowed disabled:opacity-50`;

/** Every field of the company page; saved together, shown on /karir/[slug] at once. */
export function CompanyProfileForm({
  locale,
  profile,
  industries,
  cities,
  culture,
  benefits,
  fundingStages,
  publicPath,
}: {
  locale: Locale;
  profile: EmployerCompanyProfile;
  industries: Option[];
  cities: Option[];
  culture: ChoiceOption[];
  benefits: ChoiceOption[];
  fundingStages: { value: FundingStage; label: string }[];
  publicPath: string;
}) {
  const t = useTranslations('employer.area.company');
  const tArea = useTranslations('employer.area');
  const action = useEmployerAction();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<CompanyProfileFormValues>({
    resolver: fieldResolver(companyProfileInputSchema, locale) as never,
    defaultValues: formValuesOf(profile),
  });
  const { errors, isDirty } = form.formState;
  const locations = useFieldArray({ control: form.control, name: 'locations' });
  const isOwner = profile.memberRole === 'owner';

  const onSubmit = form.handleSubmit(
    async (values) => {
      setNotice(null);
      const saved = await action.run<{ data: EmployerCompanyProfile }>(
        'save',
        EMPLOYER_PATHS.profile,
        { method: 'PATCH', body: values },
      );
      if (!saved) return;
      form.reset(formValuesOf(saved.data));
      setNotice(tArea('saved'));
    },
    () => setNotice(t('fixErrors')),
  );

  const setHeadOffice = (index: number) =>
    locations.fields.forEach((_, i) =>
      form.setValue(`locations.${i}.isHeadOffice`, i === index, { shouldDirty: true }),
    );

  return (
    <ClientForm noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <section className={section} aria-labelledby="company-about">
        <h2 id="company-about" className="text-lg font-semibold text-slate-900">
          {t('sections.about')}
        </h2>
        <Field
          id="profile-name"
          label={t('fields.name')}
          error={errors.name?.message}
          required
          {...(isOwner ? {} : { hint: t('fields.nameOwnerOnly') })}
        >
          <input
            id="profile-name"
            className={inputStyles}
            readOnly={!isOwner}
            aria-invalid={errors.name ? true : undefined}
            {...form.register('name')}
          />
        </Field>
        <Field
          id="profile-description-id"
          label={t('fields.descriptionId')}
          error={errors.descriptionId?.message}
        >
          <textarea
            id="profile-description-id"
            rows={6}
            className={`${inputStyles} py-2`}
            aria-invalid={errors.descriptionId ? true : undefined}
            {...form.register('descriptionId')}
          />
        </Field>
        <Field
          id="profile-description-en"
          label={t('fields.descriptionEn')}
          hint={t('fields.descriptionEnHint')}
          error={errors.descriptionEn?.message}
        >
          <textarea
            id="profile-description-en"
            rows={6}
            className={`${inputStyles} py-2`}
            aria-invalid={errors.descriptionEn ? true : undefined}
            {...form.register('descriptionEn')}
          />
        </Field>
      </section>

      <section className={section} aria-labelledby="company-facts">
        <h2 id="company-facts" className="text-lg font-semibold text-slate-900">
          {t('sections.facts')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="profile-website"
            label={t('fields.website')}
            hint={t('fields.websiteHint')}
            error={errors.website?.message}
          >
            <input
              id="profile-website"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              className={inputStyles}
              aria-invalid={errors.website ? true : undefined}
              {...form.register('website', {
                // Spec section 5: a link without https gets it, visibly, as soon as it is typed.
                onBlur: (event: React.FocusEvent<HTMLInputElement>) =>
                  form.setValue('website', normalizeWebsite(event.target.value), {
                    shouldDirty: true,
                  }),
              })}
            />
          </Field>
          <Field id="profile-size" label={t('fields.size')} error={errors.size?.message} required>
            <select
              id="profile-size"
              className={inputStyles}
              aria-invalid={errors.size ? true : undefined}
              {...form.register('size')}
            >
              <option value="">{t('fields.sizeChoose')}</option>
              {COMPANY_SIZE_VOCABULARY.options(locale).map((band) => (
                <option key={band.value} value={band.value}>
                  {band.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="profile-industry" label={t('fields.industry')}>
            <select
              id="profile-industry"
              className={inputStyles}
              {...form.register('industryId', { setValueAs: numberOrNull })}
            >
              <option value="">{t('fields.none')}</option>
              {industries.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="profile-founded"
            label={t('fields.foundedYear')}
            error={errors.foundedYear?.message}
          >
            <input
              id="profile-founded"
              inputMode="numeric"
              maxLength={4}
              className={inputStyles}
              aria-invalid={errors.foundedYear ? true : undefined}
              {...form.register('foundedYear', { setValueAs: numberOrNull })}
            />
          </Field>
          <Field id="profile-funding" label={t('fields.fundingStage')}>
            <select
              id="profile-funding"
              className={inputStyles}
              {...form.register('fundingStage', { setValueAs: (v: string) => v || null })}
            >
              <option value="">{t('fields.none')}</option>
              {fundingStages.map((stage) => (
                <option key={stage.value} value={stage.value}>
                  {stage.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </section>

      <section className={section} aria-labelledby="company-locations">
        <h2 id="company-locations" className="text-lg font-semibold text-slate-900">
          {t('sections.locations')}
        </h2>
        <p className="text-sm text-slate-600">{t('locations.intro')}</p>
        {locations.fields.length === 0 ? (
          <p className="text-slate-700">{t('locations.empty')}</p>
        ) : (
          <ol className="space-y-4">
            {locations.fields.map((field, index) => (
              <li
                key={field.id}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[12rem_minmax(0,1fr)]"
              >
                <Field
                  id={`location-${index}-city`}
                  label={t('locations.city', { n: index + 1 })}
                  error={errors.locations?.[index]?.cityId?.message}
                >
                  <select
                    id={`location-${index}-city`}
                    className={inputStyles}
                    {...form.register(`locations.${index}.cityId`, { setValueAs: Number })}
                  >
                    {cities.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field
                  id={`location-${index}-address`}
                  label={t('locations.address', { n: index + 1 })}
                  error={errors.locations?.[index]?.address?.message}
                >
                  <input
                    id={`location-${index}-address`}
                    className={inputStyles}
                    {...form.register(`locations.${index}.address`)}
                  />
                </Field>
                <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
                  <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      name="head-office"
                      className="size-4"
                      checked={form.watch(`locations.${index}.isHeadOffice`)}
                      onChange={() => setHeadOffice(index)}
                    />
                    {t('locations.headOffice')}
                  </label>
                  <button
                    type="button"
                    className={secondary}
                    onClick={() => {
                      const wasHead = form.getValues(`locations.${index}.isHeadOffice`);
                      locations.remove(index);
                      if (wasHead && locations.fields.length > 1)
                        form.setValue('locations.0.isHeadOffice', true, { shouldDirty: true });
                    }}
                  >
                    {t('locations.remove', { n: index + 1 })}
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
        {errors.locations?.message || errors.locations?.root?.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.locations?.message ?? errors.locations?.root?.message}
          </p>
        ) : null}
        <button
          type="button"
          className={secondary}
          disabled={locations.fields.length >= COMPANY_PROFILE_LIMITS.locationsMax}
          onClick={() => {
            const taken = new Set(form.getValues('locations').map((l) => l.cityId));
            const city = cities.find((c) => !taken.has(c.id)) ?? cities[0];
            if (!city) return;
            locations.append({
              cityId: city.id,
              address: '',
              isHeadOffice: locations.fields.length === 0,
            });
          }}
        >
          {t('locations.add')}
        </button>
      </section>

      <ChoiceGroup
        control={form.control}
        name="cultureValues"
        id="culture"
        legend={t('sections.culture')}
        intro={t('culture.intro', { max: COMPANY_PROFILE_LIMITS.cultureValuesMax })}
        options={culture}
        max={COMPANY_PROFILE_LIMITS.cultureValuesMax}
        countLabel={(count) =>
          t('culture.count', { count, max: COMPANY_PROFILE_LIMITS.cultureValuesMax })
        }
        error={errors.cultureValues?.message}
      />
      <ChoiceGroup
        control={form.control}
        name="benefits"
        id="benefits"
        legend={t('sections.benefits')}
        intro={t('benefits.intro')}
        options={benefits}
        countLabel={(count) => t('benefits.count', { count })}
        error={errors.benefits?.message}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" className={buttonStyles.primary} disabled={action.pending !== null}>
          {action.pending === 'save' ? t('saving') : t('save')}
        </button>
        <div aria-live="polite" className="text-sm">
          {action.error ? (
            <p role="alert" className="font-medium text-red-700">
              {action.error}
            </p>
          ) : notice ? (
            <p className="font-medium text-slate-800">
              {notice}{' '}
              {notice === tArea('saved') ? (
                <Link href={publicPath} className="text-brand-700 underline underline-offset-2">
                  {t('viewPublic')}
                </Link>
              ) : null}
            </p>
          ) : isDirty ? (
            <p className="text-slate-600">{t('unsaved')}</p>
          ) : null}
        </div>
      </div>
    </ClientForm>
  );
}

/** A group of checkboxes with their icons: a fieldset a keyboard walks with Tab and Space. */
function ChoiceGroup({
  control,
  name,
  id,
  legend,
  intro,
  options,
  max,
  countLabel,
  error,
}: {
  control: Control<CompanyProfileFormValues>;
  name: 'cultureValues' | 'benefits';
  id: string;
  legend: string;
  intro: string;
  options: ChoiceOption[];
  max?: number;
  countLabel: (count: number) => string;
  error?: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = new Set<string>(field.value);
        const full = max !== undefined && chosen.size >= max;
        const toggle = (value: string, on: boolean) =>
          field.onChange(
            on ? [...field.value, value] : field.value.filter((v: string) => v !== value),
          );
        return (
          <fieldset
            className={section}
            aria-describedby={`${id}-intro ${id}-count${error ? ` ${id}-error` : ''}`}
          >
            <legend className="float-left w-full text-lg font-semibold text-slate-900">
              {legend}
            </legend>
            <p id={`${id}-intro`} className="clear-both text-sm text-slate-600">
              {intro}
            </p>
            <p
              id={`${id}-count`}
              className="text-sm font-semibold text-slate-800"
              aria-live="polite"
            >
              {countLabel(chosen.size)}
            </p>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {options.map((option) => {
                const checked = chosen.has(option.value);
                const disabled = full && !checked;
                return (
                  <li key={option.value}>
                    <label
                      className={cn(
                        'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm',
                        checked
                          ? 'border-brand-600 bg-brand-50 text-slate-900'
                          : 'border-slate-200 text-slate-800 hover:border-brand-400',
                        disabled && 'cursor-not-allowed opacity-60',
                        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                      )}
                    >
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 shrink-0"
                        checked={checked}
                        disabled={disabled}
                        onChange={(event) => toggle(option.value, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                      <OptionIcon
                        name={option.icon}
                        className="mt-0.5 size-5 shrink-0 text-brand-700"
                      />
                      <span>
                        <span className="block font-semibold">{option.label}</span>
                        {option.hint ? (
                          <span className="block text-slate-600">{option.hint}</span>
                        ) : null}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
