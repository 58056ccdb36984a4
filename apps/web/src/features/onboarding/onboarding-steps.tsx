'use client';

import {
  CAREER_PREFERENCES,
  EDUCATION_LEVEL_KEYS,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVEL_KEYS,
  EXPERIENCE_LEVELS,
} from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { ChoiceList } from './choice-list';
import type { PickOption } from './load-onboarding';
import { MultiPick } from './multi-pick';
import { MAJOR_MAX_LENGTH, MAX_PREFERRED, needsMajor, toggleId } from './onboarding-state';
import type { useOnboardingForm } from './use-onboarding-form';

type StepProps = Pick<ReturnType<typeof useOnboardingForm>, 'answers' | 'update' | 'errorOf'>;

/** Steps 1 and 2: one choice each. */
export function ChoiceStep({
  field,
  answers,
  update,
  errorOf,
}: StepProps & { field: 'careerPreference' | 'experienceLevel' }) {
  const t = useTranslations('profile.onboarding');
  return field === 'careerPreference' ? (
    <ChoiceList
      name="careerPreference"
      legend={t('careerPreference.question')}
      value={answers.careerPreference}
      onChange={(value) => update('careerPreference', value)}
      error={errorOf('careerPreference')}
      choices={CAREER_PREFERENCES.map((value) => ({
        value,
        label: t(`careerPreference.options.${value}.label`),
        description: t(`careerPreference.options.${value}.description`),
      }))}
    />
  ) : (
    <ChoiceList
      name="experienceLevel"
      legend={t('experienceLevel.question')}
      value={answers.experienceLevel}
      onChange={(value) => update('experienceLevel', value)}
      error={errorOf('experienceLevel')}
      columns={2}
      choices={EXPERIENCE_LEVELS.map((value) => ({
        value,
        label: t(`experienceLevel.options.${EXPERIENCE_LEVEL_KEYS[value]}`),
      }))}
    />
  );
}

/** Step 3: the last education and, from D1 up, the major. */
export function EducationStep({ answers, update, errorOf }: StepProps) {
  const t = useTranslations('profile.onboarding.education');
  const majorError = errorOf('major');
  return (
    <div className="grid gap-6">
      <ChoiceList
        name="lastEducation"
        legend={t('question')}
        value={answers.lastEducation}
        onChange={(value) => update('lastEducation', value)}
        error={errorOf('lastEducation')}
        columns={2}
        choices={EDUCATION_LEVELS.map((value) => ({
          value,
          label: t(`levels.${EDUCATION_LEVEL_KEYS[value]}`),
        }))}
      />
      {needsMajor(answers.lastEducation) ? (
        <div data-field="major">
          <label htmlFor="major" className="block text-sm font-semibold text-slate-900">
            {t('majorLabel')}
          </label>
          <p id="major-hint" className="mt-1 text-sm text-slate-600">
            {t('majorHint')}
          </p>
          <input
            id="major"
            name="major"
            type="text"
            autoComplete="off"
            maxLength={MAJOR_MAX_LENGTH + 20}
            value={answers.major}
            onChange={(event) => update('major', event.target.value)}
            aria-invalid={majorError ? true : undefined}
            aria-describedby={majorError ? 'major-hint major-error' : 'major-hint'}
            className="mt-2 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600"
          />
          {majorError ? (
            <p id="major-error" className="mt-2 text-sm font-medium text-red-700">
              {majorError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Step 4: the roles and cities wanted, at most ten each. */
export function PreferencesStep({
  answers,
  update,
  errorOf,
  roles,
  cities,
}: StepProps & { roles: PickOption[]; cities: PickOption[] }) {
  const t = useTranslations('profile.onboarding.preferences');
  const pick = (field: 'preferredRoleIds' | 'preferredCityIds', options: PickOption[]) => (
    <MultiPick
      name={field}
      options={options}
      selected={answers[field]}
      max={MAX_PREFERRED}
      onToggle={(id) => update(field, toggleId(answers[field], id))}
      error={errorOf(field)}
      labels={{
        legend: t(field === 'preferredRoleIds' ? 'rolesLegend' : 'citiesLegend'),
        filter: t(field === 'preferredRoleIds' ? 'rolesFilter' : 'citiesFilter'),
        selectedCount: t('selectedCount', { count: answers[field].length, max: MAX_PREFERRED }),
        noMatch: t('noMatch'),
        remove: (name) => t('remove', { name }),
      }}
    />
  );
  return (
    <div className="grid gap-8">
      <p className="text-base font-semibold text-slate-900">
        {t('question')}
        <span className="mt-1 block text-sm font-normal text-slate-600">
          {t('hint', { max: MAX_PREFERRED })}
        </span>
      </p>
      {roles.length === 0 || cities.length === 0 ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('listUnavailable')}
        </p>
      ) : null}
      {pick('preferredRoleIds', roles)}
      {pick('preferredCityIds', cities)}
    </div>
  );
}
