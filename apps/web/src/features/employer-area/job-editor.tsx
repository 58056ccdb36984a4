'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  APPLICATION_TYPE_VOCABULARY,
  EDUCATION_LEVEL_VOCABULARY,
  EMPLOYMENT_TYPE_VOCABULARY,
  EXPERIENCE_LEVEL_VOCABULARY,
  HIRING_STEP_TYPE_VOCABULARY,
  isEducationLevel,
  isExperienceLevel,
  parseWholeNumber,
  QUESTION_LIBRARY,
  QUESTION_TYPE_VOCABULARY,
  SALARY_PERIOD_VOCABULARY,
  WORKPLACE_TYPE_VOCABULARY,
  jobEditorInputSchema,
  libraryQuestionInput,
  type EmployerJob,
  type JobEditorFormValues,
  type Locale,
} from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { buttonStyles } from '@/features/shell/button-styles';
import { inputStyles } from '@/features/profile/form-fields';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { useRouter } from '@/lib/i18n/navigation';
import { Field } from './company-setup';
import { EMPLOYER_PATHS } from './employer-paths';
import { useEmployerAction } from './use-employer-action';

type Option = { id: number; name: string };
type Saved = { data: EmployerJob };

function formValuesOf(job: EmployerJob): JobEditorFormValues {
  const {
    id: _id,
    slug: _s,
    status: _st,
    publishedAt: _p,
    updatedAt: _u,
    companySlug: _c,
    ...rest
  } = job;
  // Stored levels outside today's lists cannot be picked, so they are not carried either.
  return {
    ...rest,
    lastEducations: rest.lastEducations.filter(isEducationLevel),
    experienceLevels: rest.experienceLevels.filter(isExperienceLevel),
  };
}

/** The job editor: every field, the questions (with the library) and the steps; the actions. */
export function JobEditor({
  locale,
  job,
  initial,
  cities,
}: {
  locale: Locale;
  job: EmployerJob | null;
  initial: JobEditorFormValues;
  cities: Option[];
}) {
  const t = useTranslations('employer.area.editor');
  const tStatus = useTranslations('employer.area.jobs.status');
  const tArea = useTranslations('employer.area');
  const router = useRouter();
  const action = useEmployerAction();
  const [notice, setNotice] = useState<string | null>(null);
  // Set once the page is being left for another job's editor: nothing may be saved twice.
  const [leaving, setLeaving] = useState(false);
  const busy = action.pending !== null || leaving;
  const form = useForm<JobEditorFormValues>({
    resolver: fieldResolver(jobEditorInputSchema, locale) as never,
    defaultValues: job ? formValuesOf(job) : initial,
  });
  const { errors } = form.formState;
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const applicationType = form.watch('applicationType');
  const [libraryKey, setLibraryKey] = useState('');
  // Rupiah as people type it: '5000000', '5.000.000' or '5,000,000' (parseWholeNumber). The
  // form also hands over its stored value (a number, or null for none) as it registers a field.
  const numberOrNull = (value: string | number | null | undefined) => {
    if (typeof value === 'number') return value;
    if (value === null || value === undefined || value.trim() === '') return null;
    return parseWholeNumber(value) ?? Number.NaN;
  };

  const save = (then?: 'publish') =>
    form.handleSubmit(
      async (values) => {
        setNotice(null);
        // A new job's editor moves to the job's own address below instead of refreshing.
        const saved = await action.run<Saved>(
          'save',
          job ? EMPLOYER_PATHS.job(job.id) : EMPLOYER_PATHS.jobs,
          { method: job ? 'PUT' : 'POST', body: values },
          undefined,
          { refresh: job !== null },
        );
        if (!saved) return;
        if (!job) setLeaving(true);
        form.reset(formValuesOf(saved.data));
        if (then === 'publish') {
          const published = await action.run<Saved>(
            'publish',
            EMPLOYER_PATHS.jobAction(saved.data.id, 'publish'),
            { method: 'POST' },
            undefined,
            { refresh: job !== null },
          );
          if (published) setNotice(t('published'));
        } else setNotice(tArea('saved'));
        if (!job) router.assign(`/employer/jobs/${saved.data.id}`);
      },
      () => setNotice(t('fixErrors')),
    );

  const statusAction = async (name: 'close' | 'reopen' | 'duplicate') => {
    if (!job) return;
    const result = await action.run<Saved>(
      name,
      EMPLOYER_PATHS.jobAction(job.id, name),
      { method: 'POST' },
      undefined,
      // A duplicate opens the copy's editor instead of refreshing this one.
      { refresh: name !== 'duplicate' },
    );
    if (!result) return;
    if (name === 'duplicate') {
      setLeaving(true);
      router.assign(`/employer/jobs/${result.data.id}`);
      return;
    }
    setNotice(name === 'close' ? t('closedDone') : t('reopened'));
  };

  return (
    <ClientForm
      noValidate
      onSubmit={(event) => void save()(event)}
      className="space-y-6"
      aria-labelledby="job-editor-heading"
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h1 id="job-editor-heading" className="text-2xl font-bold text-slate-900">
          {job ? t('editHeading') : t('newHeading')}
        </h1>
        {job ? (
          <p className="text-sm font-semibold text-slate-700">
            {t('statusLabel', { status: tStatus(job.status) })}
          </p>
        ) : null}
      </header>

      <Section title={t('basics')}>
        <Field id="job-role" label={t('role')} error={errors.role?.message} required>
          <input id="job-role" className={inputStyles} {...form.register('role')} />
        </Field>
        <Field id="job-city" label={t('city')} error={errors.cityId?.message} required>
          <select
            id="job-city"
            className={inputStyles}
            {...form.register('cityId', { setValueAs: Number })}
          >
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <CheckboxGroup
          control={form.control}
          name="employmentTypes"
          legend={t('employmentTypes')}
          options={EMPLOYMENT_TYPE_VOCABULARY.options(locale)}
          error={errors.employmentTypes?.message}
        />
        <Field id="job-workplace" label={t('workplaceType')}>
          <select id="job-workplace" className={inputStyles} {...form.register('workplaceType')}>
            {WORKPLACE_TYPE_VOCABULARY.options(locale).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      </Section>

      <Section title={t('salary')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="job-salary-type" label={t('salaryType')}>
            <select id="job-salary-type" className={inputStyles} {...form.register('salaryType')}>
              {SALARY_PERIOD_VOCABULARY.options(locale).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="job-salary-min" label={t('salaryMin')} error={errors.salaryMin?.message}>
            <input
              id="job-salary-min"
              inputMode="numeric"
              className={inputStyles}
              {...form.register('salaryMin', { setValueAs: numberOrNull })}
            />
          </Field>
          <Field id="job-salary-max" label={t('salaryMax')} error={errors.salaryMax?.message}>
            <input
              id="job-salary-max"
              inputMode="numeric"
              className={inputStyles}
              {...form.register('salaryMax', { setValueAs: numberOrNull })}
            />
          </Field>
        </div>
        <Check id="job-salary-shown" label={t('salaryShown')} {...form.register('salaryShown')} />
      </Section>

      <Section title={t('requirements')}>
        <CheckboxGroup
          control={form.control}
          name="lastEducations"
          legend={t('educations')}
          options={EDUCATION_LEVEL_VOCABULARY.options(locale)}
        />
        <CheckboxGroup
          control={form.control}
          name="experienceLevels"
          legend={t('experiences')}
          options={EXPERIENCE_LEVEL_VOCABULARY.options(locale)}
        />
        <Controller
          control={form.control}
          name="skills"
          render={({ field, fieldState }) => (
            <Field id="job-skills" label={t('skills')} error={fieldState.error?.message}>
              <input
                id="job-skills"
                className={inputStyles}
                defaultValue={field.value.join(', ')}
                onBlur={(event) => {
                  field.onChange(
                    event.target.value
                      .split(',')
                      .map((s) => s.trim())
                      .filter(Boolean),
                  );
                  field.onBlur();
                }}
              />
            </Field>
          )}
        />
      </Section>

      <Section title={t('texts')}>
        {(['descriptionId', 'descriptionEn', 'responsibilitiesId', 'requirementsId'] as const).map(
          (name) => (
            <Field
              key={name}
              id={`job-${name}`}
              label={t(name)}
              error={errors[name]?.message}
              required={name === 'descriptionId'}
              hint={t('textHint')}
            >
              <textarea
                id={`job-${name}`}
                rows={name === 'descriptionId' ? 6 : 4}
                className={`${inputStyles} py-2`}
                {...form.register(name)}
              />
            </Field>
          ),
        )}
      </Section>

      <Section title={t('applying')}>
        <Field id="job-application-type" label={t('applicationType')}>
          <select
            id="job-application-type"
            className={inputStyles}
            {...form.register('applicationType')}
          >
            {APPLICATION_TYPE_VOCABULARY.options(locale).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
        {applicationType === 'external' ? (
          <Field
            id="job-external-url"
            label={t('externalUrl')}
            error={errors.externalUrl?.message}
            required
          >
            <input
              id="job-external-url"
              type="url"
              placeholder="https://"
              className={inputStyles}
              {...form.register('externalUrl')}
            />
          </Field>
        ) : null}
        <Field id="job-deadline" label={t('deadline')} error={errors.deadline?.message}>
          <input
            id="job-deadline"
            type="date"
            className={inputStyles}
            {...form.register('deadline', { setValueAs: (v: string) => (v ? v : null) })}
          />
        </Field>
        <Check id="job-urgent" label={t('urgentlyNeeded')} {...form.register('urgentlyNeeded')} />
      </Section>

      {applicationType === 'easyApply' ? (
        <Section title={t('questions')} intro={t('questionsIntro')}>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <Field id="question-library" label={t('library')}>
              <select
                id="question-library"
                className={inputStyles}
                value={libraryKey}
                onChange={(event) => setLibraryKey(event.target.value)}
              >
                <option value="">{t('libraryChoose')}</option>
                {QUESTION_LIBRARY.map((q) => (
                  <option key={q.key} value={q.key}>
                    {q.title[locale]}
                  </option>
                ))}
              </select>
            </Field>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={!libraryKey}
              onClick={() => {
                const picked = QUESTION_LIBRARY.find((q) => q.key === libraryKey);
                if (picked) questions.append(libraryQuestionInput(picked, locale));
                setLibraryKey('');
              }}
            >
              {t('addFromLibrary')}
            </button>
          </div>
          <ol className="space-y-4">
            {questions.fields.map((item, index) => {
              const type = form.watch(`questions.${index}.type`);
              const qErrors = errors.questions?.[index];
              return (
                <li key={item.id} className="space-y-3 rounded-lg border border-slate-200 p-3">
                  <div className="grid gap-3 sm:grid-cols-3">
                    <div className="sm:col-span-2">
                      <Field
                        id={`q-${index}-title`}
                        label={`${index + 1}. ${t('questionTitle')}`}
                        error={qErrors?.title?.message}
                        required
                      >
                        <input
                          id={`q-${index}-title`}
                          className={inputStyles}
                          {...form.register(`questions.${index}.title`)}
                        />
                      </Field>
                    </div>
                    <Field id={`q-${index}-type`} label={t('questionType')}>
                      <select
                        id={`q-${index}-type`}
                        className={inputStyles}
                        {...form.register(`questions.${index}.type`)}
                      >
                        {QUESTION_TYPE_VOCABULARY.options(locale).map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </select>
                    </Field>
                  </div>
                  {type === 'checkbox' || type === 'radio' ? (
                    <Controller
                      control={form.control}
                      name={`questions.${index}.options`}
                      render={({ field, fieldState }) => (
                        <Field
                          id={`q-${index}-options`}
                          label={t('options')}
                          error={fieldState.error?.message}
                        >
                          <textarea
                            id={`q-${index}-options`}
                            rows={3}
                            className={`${inputStyles} py-2`}
                            defaultValue={field.value.join('\n')}
                            onBlur={(event) => {
                              field.onChange(
                                event.target.value
                                  .split('\n')
                                  .map((o) => o.trim())
                                  .filter(Boolean),
                              );
                              field.onBlur();
                            }}
                          />
                        </Field>
                      )}
                    />
                  ) : (
                    <OptionsCleared control={form.control} index={index} />
                  )}
                  <div className="flex flex-wrap items-center gap-3">
                    <Check
                      id={`q-${index}-mandatory`}
                      label={t('mandatory')}
                      {...form.register(`questions.${index}.mandatory`)}
                    />
                    <RowButtons
                      index={index}
                      count={questions.fields.length}
                      move={questions.move}
                      remove={questions.remove}
                      labels={{ up: t('moveUp'), down: t('moveDown'), remove: t('remove') }}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() =>
              questions.append({
                type: 'shortText',
                title: '',
                description: '',
                mandatory: false,
                options: [],
              })
            }
          >
            {t('addQuestion')}
          </button>
        </Section>
      ) : null}

      <Section title={t('steps')} intro={t('stepsIntro')}>
        <ol className="space-y-4">
          {steps.fields.map((item, index) => (
            <li key={item.id} className="space-y-3 rounded-lg border border-slate-200 p-3">
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`s-${index}-type`} label={`${index + 1}. ${t('stepType')}`}>
                  <select
                    id={`s-${index}-type`}
                    className={inputStyles}
                    {...form.register(`steps.${index}.type`)}
                  >
                    {HIRING_STEP_TYPE_VOCABULARY.options(locale).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field
                  id={`s-${index}-name`}
                  label={t('stepName')}
                  error={errors.steps?.[index]?.name?.message}
                  required
                >
                  <input
                    id={`s-${index}-name`}
                    className={inputStyles}
                    {...form.register(`steps.${index}.name`)}
                  />
                </Field>
              </div>
              <Field id={`s-${index}-instructions`} label={t('instructions')}>
                <textarea
                  id={`s-${index}-instructions`}
                  rows={2}
                  className={`${inputStyles} py-2`}
                  {...form.register(`steps.${index}.instructions`)}
                />
              </Field>
              <div className="flex flex-wrap items-center gap-3">
                <Check
                  id={`s-${index}-visible`}
                  label={t('visible')}
                  {...form.register(`steps.${index}.visible`)}
                />
                <RowButtons
                  index={index}
                  count={steps.fields.length}
                  move={steps.move}
                  remove={steps.remove}
                  labels={{ up: t('moveUp'), down: t('moveDown'), remove: t('remove') }}
                />
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() =>
            steps.append({
              type: 'hrInterview',
              name: HIRING_STEP_TYPE_VOCABULARY.label('hrInterview', locale),
              visible: true,
              instructions: '',
            })
          }
        >
          {t('addStep')}
        </button>
      </Section>

      <div aria-live="polite">
        {action.error ? (
          <p role="alert" className="font-medium text-red-700">
            {action.error}
          </p>
        ) : notice ? (
          <p role="status" className="font-medium text-emerald-800">
            {notice}
          </p>
        ) : null}
      </div>

      <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 py-3">
        <button type="submit" className={buttonStyles.secondary} disabled={busy}>
          {action.pending === 'save' ? t('saving') : job ? t('save') : t('saveDraft')}
        </button>
        {job?.status === 'draft' ? (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={busy}
            onClick={(event) => void save('publish')(event)}
          >
            {t('publish')}
          </button>
        ) : null}
        {job?.status === 'open' ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={() => void statusAction('close')}
          >
            {t('close')}
          </button>
        ) : null}
        {job?.status === 'closed' ? (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={busy}
            onClick={() => void statusAction('reopen')}
          >
            {t('reopen')}
          </button>
        ) : null}
        {job ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy}
            onClick={() => void statusAction('duplicate')}
          >
            {t('duplicate')}
          </button>
        ) : null}
      </div>
    </ClientForm>
  );
}

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      {children}
    </fieldset>
  );
}

function Check({
  id,
  label,
  ...input
}: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement> & {
    ref?: React.Ref<HTMLInputElement>;
  }) {
  return (
    <label htmlFor={id} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
      <input id={id} type="checkbox" className="h-5 w-5 accent-brand-700" {...input} />
      {label}
    </label>
  );
}

function CheckboxGroup<V extends string | number>({
  control,
  name,
  legend,
  options,
  error,
}: {
  control: Control<JobEditorFormValues>;
  name: 'employmentTypes' | 'lastEducations' | 'experienceLevels';
  legend: string;
  options: { value: V; label: string }[];
  error?: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = new Set<V>(field.value as V[]);
        return (
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4">
              {options.map((o) => (
                <label
                  key={String(o.value)}
                  className="inline-flex min-h-11 items-center gap-2 text-sm"
                >
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-brand-700"
                    checked={chosen.has(o.value)}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(o.value);
                      else next.delete(o.value);
                      field.onChange(options.map((x) => x.value).filter((v) => next.has(v)));
                    }}
                  />
                  {o.label}
                </label>
              ))}
            </div>
            {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
          </fieldset>
        );
      }}
    />
  );
}

/** A question changed to a type without options drops them (the contract refuses them). */
function OptionsCleared({
  control,
  index,
}: {
  control: Control<JobEditorFormValues>;
  index: number;
}) {
  return (
    <Controller
      control={control}
      name={`questions.${index}.options`}
      render={({ field }) => {
        if (field.value.length > 0) queueMicrotask(() => field.onChange([]));
        return <></>;
      }}
    />
  );
}

function RowButtons({
  index,
  count,
  move,
  remove,
  labels,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  labels: { up: string; down: string; remove: string };
}) {
  const small =
    'min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 disabled:opacity-40';
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={small}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        {labels.up}
      </button>
      <button
        type="button"
        className={small}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        {labels.down}
      </button>
      <button type="button" className={`${small} text-red-700`} onClick={() => remove(index)}>
        {labels.remove}
      </button>
    </div>
  );
}
