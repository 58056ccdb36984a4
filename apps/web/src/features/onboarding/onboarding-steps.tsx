'use client';

import {
  CAREER_PREFERENCE_VOCABULARY,
  CAREER_PREFERENCES,
  EDUCATION_LEVEL_VOCABULARY,
  EXPERIENCE_LEVEL_VOCABULARY,
} from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { searchRoles } from '@/lib/pickers/role-search';
import { TextField } from '@/features/profile/form-fields';
import { ChoiceList, type Choice } from './choice-list';
import type { PickOption } from './load-onboarding';
import { MultiPick } from './multi-pick';
import { MAJOR_MAX_LENGTH, MAX_PREFERRED, needsMajor, toggleId } from './onboarding-state';
import type { useOnboardingForm } from './use-onboarding-form';

type StepProps = Pick<
  ReturnType<typeof useOnboardingForm>,
  'answers' | 'update' | 'errorOf' | 'bind'
>;

/** Steps 1 and 2: one choice each. */
export function ChoiceStep({
  field,
  answers,
  update,
  errorOf,
}: StepProps & { field: 'careerPreference' | 'experienceLevel' }) {
  const t = useTranslations('profile.onboarding');
  const locale = useLocale();
  const choices: Choice<string | number>[] =
    field === 'careerPreference'
      ? CAREER_PREFERENCES.map((value) => ({
          value,
          label: CAREER_PREFERENCE_VOCABULARY.label(value, locale),
          description: t(`careerPreference.options.${value}.description`),
        }))
      : EXPERIENCE_LEVEL_VOCABULARY.options(locale);
  return (
    <ChoiceList
      name={field}
      legend={t(`${field}.question`)}
      value={answers[field]}
      // The value is one of the choices above, which are this field's.
      onChange={(value) => update(field, value as never)}
      error={errorOf(field)}
      columns={field === 'experienceLevel' ? 2 : 1}
      choices={choices}
    />
  );
}

/** Step 3: the last education and, from D1 up, the major. */
export function EducationStep({ answers, update, errorOf, bind }: StepProps) {
  const t = useTranslations('profile.onboarding.education');
  const locale = useLocale();
  return (
    <div className="grid gap-6">
      <ChoiceList
        name="lastEducation"
        legend={t('question')}
        value={answers.lastEducation}
        onChange={(value) => update('lastEducation', value)}
        error={errorOf('lastEducation')}
        columns={2}
        choices={EDUCATION_LEVEL_VOCABULARY.options(locale)}
      />
      {needsMajor(answers.lastEducation) ? (
        <div data-field="major">
          <TextField
            {...bind('major')}
            label={t('majorLabel')}
            hint={t('majorHint')}
            maxLength={MAJOR_MAX_LENGTH + 20}
          />
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
      search={field === 'preferredRoleIds' ? searchRoles : undefined}
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
