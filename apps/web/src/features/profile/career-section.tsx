'use client';

import {
  CAREER_PREFERENCES,
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  educationLevelKey,
  experienceLevelKey,
  isEducationLevel,
  isExperienceLevel,
  type CareerPreference,
} from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SectionFormFrame, SelectField, TextField } from './form-fields';
import { optionalText } from './profile-body';
import { useProfile } from './profile-context';
import { validateExperience } from './profile-validation';
import { FactList, SectionCard } from './section-card';
import { useSectionForm } from './use-section-form';

export function CareerSection() {
  const t = useTranslations('profile.profilePage.career');
  const { student } = useProfile();
  return (
    <SectionCard
      id="career"
      title={t('title')}
      renderForm={(close) => <CareerForm close={close} />}
    >
      <p className="font-semibold text-slate-900">{t(`options.${student.careerPreference}`)}</p>
      <p className="mt-1 text-sm text-slate-600">{t(`hints.${student.careerPreference}`)}</p>
    </SectionCard>
  );
}

function CareerForm({ close }: { close: (saved: boolean) => void }) {
  const t = useTranslations('profile.profilePage.career');
  const { student } = useProfile();
  const [choice, setChoice] = useState<CareerPreference>(student.careerPreference);
  const form = useSectionForm('career', () => close(true));
  return (
    <SectionFormFrame
      scope="career"
      form={form}
      onCancel={() => close(false)}
      onSubmit={() =>
        void form.submit(() => ({
          request: {
            method: 'PATCH',
            path: '/v1/job-portal/me/student',
            body: { careerPreference: choice },
          },
        }))
      }
    >
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
                name="careerPreference"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
                className="mt-1 size-4 text-brand-700 focus:ring-brand-600"
              />
              <span>
                <span className="block font-semibold text-slate-900">{t(`options.${option}`)}</span>
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
            value: isExperienceLevel(level)
              ? t(`experience.levels.${experienceLevelKey(level)}`)
              : t('actions.notFilled'),
          },
          {
            label: t('experience.lastEducation'),
            value: isEducationLevel(education)
              ? t(`educationLevels.${educationLevelKey(education)}`)
              : t('actions.notFilled'),
          },
          { label: t('experience.major'), value: student.major ?? t('actions.notFilled') },
        ]}
      />
    </SectionCard>
  );
}

function ExperienceForm({ close }: { close: (saved: boolean) => void }) {
  const t = useTranslations('profile.profilePage');
  const { student } = useProfile();
  const [level, setLevel] = useState(String(student.experienceLevel));
  const [education, setEducation] = useState(String(student.lastEducation));
  const [major, setMajor] = useState(student.major ?? '');
  const form = useSectionForm('experience', () => close(true));
  const common = { scope: 'experience', form };
  return (
    <SectionFormFrame
      scope="experience"
      form={form}
      onCancel={() => close(false)}
      onSubmit={() =>
        void form.submit(() => {
          const errors = validateExperience({ major });
          if (Object.keys(errors).length) return { errors };
          return {
            request: {
              method: 'PATCH',
              path: '/v1/job-portal/me/student',
              body: {
                experienceLevel: Number(level),
                lastEducation: Number(education),
                major: optionalText(major),
              },
            },
          };
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...common}
          field="experienceLevel"
          label={t('experience.level')}
          value={level}
          onChange={setLevel}
          options={EXPERIENCE_LEVELS.map((value) => ({
            value: String(value),
            label: t(`experience.levels.${experienceLevelKey(value)}`),
          }))}
        />
        <SelectField
          {...common}
          field="lastEducation"
          label={t('experience.lastEducation')}
          value={education}
          onChange={setEducation}
          options={EDUCATION_LEVELS.map((value) => ({
            value: String(value),
            label: t(`educationLevels.${educationLevelKey(value)}`),
          }))}
        />
        <TextField
          {...common}
          field="major"
          label={t('experience.major')}
          hint={t('experience.majorHint')}
          value={major}
          onChange={setMajor}
          className="sm:col-span-2"
        />
      </div>
    </SectionFormFrame>
  );
}
