'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  COMPANY_SIZE_VOCABULARY,
  type CompanyFormValues,
  companyInputSchema,
  type CompanySearchResult,
  type Locale,
} from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/features/shell/button-styles';
import { inputStyles } from '@/features/profile/form-fields';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { EMPLOYER_PATHS } from './employer-paths';
import { useEmployerAction } from './use-employer-action';

type Option = { id: number; name: string };

/** An employer without a company: create one, or ask to join one (an owner approves). */
export function CompanySetup({
  locale,
  industries,
  cities,
}: {
  locale: Locale;
  industries: Option[];
  cities: Option[];
}) {
  const t = useTranslations('employer.area.setup');
  const action = useEmployerAction();
  const form = useForm<CompanyFormValues>({
    resolver: fieldResolver(companyInputSchema, locale) as never,
    defaultValues: {
      name: '',
      industryId: null,
      cityId: null,
      size: '',
      website: '',
      description: '',
    },
  });
  const errors = form.formState.errors;
  const onCreate = form.handleSubmit(async (values) => {
    await action.run('create', EMPLOYER_PATHS.company, { method: 'POST', body: values });
  });
  const numberOrNull = (value: string) => (value === '' ? null : Number(value));

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <ClientForm
          onSubmit={onCreate}
          noValidate
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
          aria-labelledby="create-company"
        >
          <h2 id="create-company" className="text-lg font-semibold text-slate-900">
            {t('createHeading')}
          </h2>
          <Field id="company-name" label={t('name')} error={errors.name?.message} required>
            <input id="company-name" className={inputStyles} {...form.register('name')} />
          </Field>
          <Field id="company-industry" label={t('industry')}>
            <select
              id="company-industry"
              className={inputStyles}
              {...form.register('industryId', { setValueAs: numberOrNull })}
            >
              <option value="">{t('none')}</option>
              {industries.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="company-city" label={t('city')}>
            <select
              id="company-city"
              className={inputStyles}
              {...form.register('cityId', { setValueAs: numberOrNull })}
            >
              <option value="">{t('none')}</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="company-size" label={t('size')} error={errors.size?.message} required>
            <select id="company-size" className={inputStyles} {...form.register('size')}>
              <option value="">{t('sizeChoose')}</option>
              {COMPANY_SIZE_VOCABULARY.options(locale).map((band) => (
                <option key={band.value} value={band.value}>
                  {band.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="company-website" label={t('website')} error={errors.website?.message}>
            <input
              id="company-website"
              type="url"
              inputMode="url"
              placeholder="https://"
              className={inputStyles}
              {...form.register('website')}
            />
          </Field>
          <Field
            id="company-description"
            label={t('description')}
            error={errors.description?.message}
          >
            <textarea
              id="company-description"
              rows={4}
              className={`${inputStyles} py-2`}
              {...form.register('description')}
            />
          </Field>
          {action.error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {action.error}
            </p>
          ) : null}
          <button type="submit" className={buttonStyles.primary} disabled={action.pending !== null}>
            {action.pending === 'create' ? t('creating') : t('create')}
          </button>
        </ClientForm>
        <JoinCompany />
      </div>
    </div>
  );
}

function JoinCompany() {
  const t = useTranslations('employer.area.setup');
  const action = useEmployerAction();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<CompanySearchResult[] | null>(null);
  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (query.trim().length < 2) return;
    await action.run<{ data: { docs: CompanySearchResult[] } }>(
      'search',
      EMPLOYER_PATHS.companies,
      { query: { q: query.trim() } },
      (answer) => setResults(answer.data.docs),
    );
  };
  return (
    <section
      aria-labelledby="join-company"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="join-company" className="text-lg font-semibold text-slate-900">
        {t('joinHeading')}
      </h2>
      <ClientForm onSubmit={search} className="flex flex-col gap-2 sm:flex-row" role="search">
        <label htmlFor="company-search" className="sr-only">
          {t('search')}
        </label>
        <input
          id="company-search"
          className={inputStyles}
          placeholder={t('search')}
          value={query}
          minLength={2}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className={buttonStyles.secondary}>
          {t('searchButton')}
        </button>
      </ClientForm>
      {action.error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {action.error}
        </p>
      ) : null}
      {results && results.length === 0 ? <p className="text-slate-700">{t('noResults')}</p> : null}
      {results && results.length > 0 ? (
        <ul className="divide-y divide-slate-200">
          {results.map((company) => (
            <li key={company.id} className="flex items-center justify-between gap-3 py-3">
              <span>
                <span className="block font-semibold text-slate-900">{company.name}</span>
                {company.cityName ? (
                  <span className="text-sm text-slate-600">{company.cityName}</span>
                ) : null}
              </span>
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={action.pending !== null}
                onClick={() =>
                  action.run('ask', EMPLOYER_PATHS.joinRequest(company.id), {
                    method: 'POST',
                    body: { message: '' },
                  })
                }
              >
                {t('ask')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function Field({
  id,
  label,
  error,
  required,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
