'use client';

import {
  EDUCATION_LEVELS,
  PROFILE_LIMITS,
  educationLevelKey,
  isEducationLevel,
} from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { EntryList, useNewKey } from './entry-list';
import { SectionFormFrame, SelectField, TextField } from './form-fields';
import {
  educationDraftOf,
  educationEntryOf,
  emptyEducationDraft,
  profileBodyWith,
  type EducationDraft,
} from './profile-body';
import { useProfile } from './profile-context';
import { hasErrors, validateEducationDrafts } from './profile-validation';
import { SectionCard } from './section-card';
import { useSectionForm } from './use-section-form';

export function EducationSection() {
  const t = useTranslations('profile.profilePage');
  const { student } = useProfile();
  return (
    <SectionCard
      id="education"
      title={t('education.title')}
      empty={
        student.educations.length
          ? undefined
          : { prompt: t('education.empty'), action: t('education.add') }
      }
      renderForm={(close) => <EducationForm close={close} />}
    >
      <ul className="divide-y divide-slate-100">
        {student.educations.map((education) => {
          const level = education.educationLevel;
          const years = [education.startYear, education.endYear].filter((y) => y !== null);
          return (
            <li key={education.id} className="py-3 first:pt-0 last:pb-0">
              <p className="font-semibold text-slate-900">{education.institutionName}</p>
              <p className="text-slate-800">
                {isEducationLevel(level) ? t(`educationLevels.${educationLevelKey(level)}`) : ''}
                {education.major ? ` · ${education.major}` : ''}
              </p>
              {years.length ? <p className="text-sm text-slate-600">{years.join(' – ')}</p> : null}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

function EducationForm({ close }: { close: (saved: boolean) => void }) {
  const t = useTranslations('profile.profilePage');
  const { student } = useProfile();
  const newKey = useNewKey();
  const [drafts, setDrafts] = useState<EducationDraft[]>(() =>
    student.educations.length
      ? student.educations.map(educationDraftOf)
      : [emptyEducationDraft(newKey(), student.lastEducation)],
  );
  const form = useSectionForm('education', () => close(true));
  const update = (index: number, change: Partial<EducationDraft>) =>
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, ...change } : d)));
  const levelOptions = EDUCATION_LEVELS.map((value) => ({
    value: String(value),
    label: t(`educationLevels.${educationLevelKey(value)}`),
  }));

  return (
    <SectionFormFrame
      scope="education"
      form={form}
      onCancel={() => close(false)}
      onSubmit={() =>
        void form.submit(() => {
          const errors = validateEducationDrafts(drafts);
          if (hasErrors(errors)) return { errors };
          return {
            request: {
              method: 'PUT',
              path: '/v1/profiles/student',
              body: profileBodyWith(student, { educations: drafts.map(educationEntryOf) }),
            },
          };
        })
      }
    >
      <EntryList
        items={drafts}
        legend={(index) => t('education.entry', { number: index + 1 })}
        addLabel={t('education.add')}
        canAdd={drafts.length < PROFILE_LIMITS.educations}
        onAdd={() =>
          setDrafts((current) => [...current, emptyEducationDraft(newKey(), student.lastEducation)])
        }
        onRemove={(index) => setDrafts((current) => current.filter((_, i) => i !== index))}
        renderEntry={(draft, index) => {
          const at = `educations.${index}`;
          const common = { scope: 'education', form };
          return (
            <>
              <SelectField
                {...common}
                field={`${at}.educationLevel`}
                label={t('education.level')}
                value={draft.educationLevel}
                onChange={(educationLevel) => update(index, { educationLevel })}
                options={levelOptions}
              />
              <TextField
                {...common}
                field={`${at}.institutionName`}
                label={t('education.institution')}
                value={draft.institutionName}
                onChange={(institutionName) => update(index, { institutionName })}
                required
              />
              <TextField
                {...common}
                field={`${at}.major`}
                label={t('education.major')}
                value={draft.major}
                onChange={(major) => update(index, { major })}
                className="sm:col-span-2"
              />
              <TextField
                {...common}
                field={`${at}.startYear`}
                label={t('education.startYear')}
                inputMode="numeric"
                value={draft.startYear}
                onChange={(startYear) => update(index, { startYear })}
              />
              <TextField
                {...common}
                field={`${at}.endYear`}
                label={t('education.endYear')}
                hint={t('education.endYearHint')}
                inputMode="numeric"
                value={draft.endYear}
                onChange={(endYear) => update(index, { endYear })}
              />
            </>
          );
        }}
      />
    </SectionFormFrame>
  );
}
