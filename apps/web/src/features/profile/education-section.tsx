'use client';

import { EDUCATION_LEVEL_VOCABULARY, PROFILE_LIMITS } from '@jenjang/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import { EntryList } from './entry-list';
import { SectionFormFrame, SelectField, TextField } from './form-fields';
import { educationDraftOf, emptyEducationDraft } from './profile-body';
import { useProfile } from './profile-context';
import { listBody } from './section-bodies';
import { SectionCard } from './section-card';
import { useProfileForm } from './use-profile-form';

export function EducationSection() {
  const t = useTranslations('profile.profilePage');
  const locale = useLocale();
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
                {EDUCATION_LEVEL_VOCABULARY.labelOf(level, locale) ?? ''}
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
  const locale = useLocale();
  const { student } = useProfile();
  const blank = () => emptyEducationDraft('new', student.lastEducation);
  const section = useProfileForm({
    scope: 'education',
    defaultValues: {
      educations: student.educations.length ? student.educations.map(educationDraftOf) : [blank()],
    },
    body: listBody(student, 'educations'),
    onSaved: () => close(true),
  });
  const list = useFieldArray({ control: section.form.control, name: 'educations' });
  const levelOptions = EDUCATION_LEVEL_VOCABULARY.options(locale).map(({ value, label }) => ({
    value: String(value),
    label,
  }));

  return (
    <SectionFormFrame {...section.frame} onCancel={() => close(false)}>
      <EntryList
        list={list}
        newEntry={blank}
        max={PROFILE_LIMITS.educations}
        legend={(index) => t('education.entry', { number: index + 1 })}
        addLabel={t('education.add')}
        renderEntry={(index) => {
          const at = `educations.${index}` as const;
          return (
            <>
              <SelectField
                {...section.field(`${at}.educationLevel`)}
                label={t('education.level')}
                options={levelOptions}
              />
              <TextField
                {...section.field(`${at}.institutionName`)}
                label={t('education.institution')}
                required
              />
              <TextField
                {...section.field(`${at}.major`)}
                label={t('education.major')}
                className="sm:col-span-2"
              />
              <TextField
                {...section.field(`${at}.startYear`)}
                label={t('education.startYear')}
                inputMode="numeric"
              />
              <TextField
                {...section.field(`${at}.endYear`)}
                label={t('education.endYear')}
                hint={t('education.endYearHint')}
                inputMode="numeric"
              />
            </>
          );
        }}
      />
    </SectionFormFrame>
  );
}
