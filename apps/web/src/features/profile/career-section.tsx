'use client';

import {
  CAREER_PREFERENCE_VOCABULARY,
  CAREER_PREFERENCES,
  EDUCATION_LEVEL_VOCABULARY,
  EXPERIENCE_LEVEL_VOCABULARY,
} from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { SectionFormFrame, SelectField, TextField } from './form-fields';
import { useProfile } from './profile-context';
import { careerBody, experienceBody } from './section-bodies';
import { FactList, SectionCard } from './section-card';
import { useProfileForm } from './use-profile-form';

export function CareerSection() {
  const t = useTranslations('profile.profilePage.career');
  const locale = useLocale();
  const { student } = useProfile();
  return (
    <SectionCard
      id="career"
      title={t('title')}
      renderForm={(close) => <CareerForm close={close} />}
    >
      <p className="font-semibold text-slate-900">
        {CAREER_PREFERENCE_VOCABULARY.label(student.careerPreference, locale)}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t(`hints.${student.careerPreference}`)}</p>
    </SectionCard>
  );
}

function CareerForm({ close }: { close: (saved: boolean) => void }) {
  const t = useTranslations('profile.profilePage.career');
  const locale = useLocale();
  const { student } = useProfile();
  const section = useProfileForm({
    scope: 'career',
    defaultValues: { careerPreference: student.careerPreference },
    body: careerBody,
    onSaved: () => close(true),
  });
  return (
    <SectionFormFrame {...section.frame} onCancel={() => close(false)}>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('legend')}</legend>
        <div className="space-y-2">
          {CAREER_PREFERENCES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={option}
                {...section.form.register('careerPreference')}
                className="mt-1 size-4 text-brand-700 focus:ring-brand-600"
              />
              <span>
                <span className="block font-semibold text-slate-900">
                  {CAREER_PREFERENCE_VOCABULARY.label(option, locale)}
                </span>
                <span className="block text-sm text-slate-600">{t(`hints.${option}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </SectionFormFrame>
  );
}

export function ExperienceSection() {
  const t = useTranslations('profile.profilePage');
  const locale = useLocale();
  const { student } = useProfile();
  const level = student.experienceLevel;
  const education = student.lastEducation;
  return (
    <SectionCard
      id="experience"
      title={t('experience.title')}
      renderForm={(close) => <ExperienceForm close={close} />}
    >
      <FactList
        items={[
          {
            label: t('experience.level'),
            value: EXPERIENCE_LEVEL_VOCABULARY.labelOf(level, locale) ?? t('actions.notFilled'),
          },
          {
            label: t('experience.lastEducation'),
            value: EDUCATION_LEVEL_VOCABULARY.labelOf(education, locale) ?? t('actions.notFilled'),
          },
          { label: t('experience.major'), value: student.major ?? t('actions.notFilled') },
        ]}
      />
    </SectionCard>
  );
}

function ExperienceForm({ close }: { close: (saved: boolean) => void }) {
  const t = useTranslations('profile.profilePage');
  const locale = useLocale();
  const { student } = useProfile();
  const section = useProfileForm({
    scope: 'experience',
    defaultValues: {
      experienceLevel: String(student.experienceLevel),
      lastEducation: String(student.lastEducation),
      major: student.major ?? '',
    },
    body: experienceBody,
    onSaved: () => close(true),
  });
  return (
    <SectionFormFrame {...section.frame} onCancel={() => close(false)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...section.field('experienceLevel')}
          label={t('experience.level')}
          options={EXPERIENCE_LEVEL_VOCABULARY.options(locale).map(({ value, label }) => ({
            value: String(value),
            label,
          }))}
        />
        <SelectField
          {...section.field('lastEducation')}
          label={t('experience.lastEducation')}
          options={EDUCATION_LEVEL_VOCABULARY.options(locale).map(({ value, label }) => ({
            value: String(value),
            label,
          }))}
        />
        <TextField
          {...section.field('major')}
          label={t('experience.major')}
          hint={t('experience.majorHint')}
          className="sm:col-span-2"
        />
      </div>
    </SectionFormFrame>
  );
}
