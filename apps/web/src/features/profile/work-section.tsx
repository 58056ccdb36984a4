'use client';

import { PROFILE_LIMITS } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ChoiceList } from './choice-list';
import { EntryList, useNewKey } from './entry-list';
import { CheckboxField, SectionFormFrame, TextField } from './form-fields';
import {
  emptyWorkDraft,
  profileBodyWith,
  sortWorkExperiences,
  workDraftOf,
  workEntryOf,
  type WorkDraft,
} from './profile-body';
import { useProfile } from './profile-context';
import { fieldId } from './profile-errors';
import { formatMonthYear, namesOf } from './profile-format';
import { hasErrors, validateWorkDrafts } from './profile-validation';
import { SectionCard } from './section-card';
import { useSectionForm } from './use-section-form';

export function WorkSection() {
  const t = useTranslations('profile.profilePage.work');
  const { student, locale, taxonomy } = useProfile();
  const jobs = sortWorkExperiences(student.workExperiences);
  return (
    <SectionCard
      id="work"
      title={t('title')}
      empty={jobs.length ? undefined : { prompt: t('empty'), action: t('add') }}
      renderForm={(close) => <WorkForm close={close} />}
    >
      <ul className="divide-y divide-slate-100">
        {jobs.map((job) => {
          const industries = namesOf(job.industryPreferences, taxonomy.industries);
          return (
            <li key={job.id} className="py-3 first:pt-0 last:pb-0">
              <p className="font-semibold text-slate-900">
                {job.roleName}
                {job.roleLevel ? <span className="font-normal"> · {job.roleLevel}</span> : null}
              </p>
              <p className="text-slate-800">{job.companyName}</p>
              <p className="text-sm text-slate-600">
                {t('period', {
                  start: formatMonthYear(job.startDate, locale),
                  end:
                    job.currentlyOccupied || !job.endDate
                      ? t('present')
                      : formatMonthYear(job.endDate, locale),
                })}
              </p>
              {industries.length ? (
                <p className="text-sm text-slate-600">{industries.join(', ')}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

function WorkForm({ close }: { close: (saved: boolean) => void }) {
  const t = useTranslations('profile.profilePage.work');
  const { student, taxonomy, today } = useProfile();
  const newKey = useNewKey();
  const [drafts, setDrafts] = useState<WorkDraft[]>(() =>
    student.workExperiences.length
      ? sortWorkExperiences(student.workExperiences).map(workDraftOf)
      : [emptyWorkDraft(newKey())],
  );
  const form = useSectionForm('work', () => close(true));
  const update = (index: number, change: Partial<WorkDraft>) =>
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, ...change } : d)));

  return (
    <SectionFormFrame
      scope="work"
      form={form}
      onCancel={() => close(false)}
      onSubmit={() =>
        void form.submit(() => {
          const errors = validateWorkDrafts(drafts, today);
          if (hasErrors(errors)) return { errors };
          return {
            request: {
              method: 'PUT',
              path: '/v1/profiles/student',
              body: profileBodyWith(student, { workExperiences: drafts.map(workEntryOf) }),
            },
          };
        })
      }
    >
      <EntryList
        items={drafts}
        legend={(index) => t('entry', { number: index + 1 })}
        addLabel={t('add')}
        canAdd={drafts.length < PROFILE_LIMITS.listEntries}
        onAdd={() => setDrafts((current) => [...current, emptyWorkDraft(newKey())])}
        onRemove={(index) => setDrafts((current) => current.filter((_, i) => i !== index))}
        renderEntry={(draft, index) => {
          const at = `workExperiences.${index}`;
          const common = { scope: 'work', form };
          return (
            <>
              <TextField
                {...common}
                field={`${at}.companyName`}
                label={t('company')}
                value={draft.companyName}
                onChange={(companyName) => update(index, { companyName })}
                autoComplete="organization"
                required
              />
              <TextField
                {...common}
                field={`${at}.roleName`}
                label={t('role')}
                value={draft.roleName}
                onChange={(roleName) => update(index, { roleName })}
                autoComplete="organization-title"
                required
              />
              <TextField
                {...common}
                field={`${at}.roleLevel`}
                label={t('roleLevel')}
                hint={t('roleLevelHint')}
                value={draft.roleLevel}
                onChange={(roleLevel) => update(index, { roleLevel })}
              />
              <TextField
                {...common}
                field={`${at}.startDate`}
                label={t('startDate')}
                type="date"
                value={draft.startDate}
                onChange={(startDate) => update(index, { startDate })}
                required
              />
              <div className="sm:col-span-2">
                <CheckboxField
                  id={fieldId('work', `${at}.currentlyOccupied`)}
                  label={t('current')}
                  checked={draft.currentlyOccupied}
                  onChange={(currentlyOccupied) => {
                    update(index, { currentlyOccupied });
                    form.clearError(`${at}.endDate`);
                  }}
                />
              </div>
              {draft.currentlyOccupied ? null : (
                <TextField
                  {...common}
                  field={`${at}.endDate`}
                  label={t('endDate')}
                  type="date"
                  value={draft.endDate}
                  onChange={(endDate) => update(index, { endDate })}
                  required
                />
              )}
              <div className="sm:col-span-2">
                <ChoiceList
                  id={fieldId('work', `${at}.industryPreferences`)}
                  label={t('industries')}
                  items={taxonomy.industries}
                  selected={draft.industryIds}
                  onChange={(industryIds) => update(index, { industryIds })}
                  max={PROFILE_LIMITS.industriesPerJob}
                  error={form.errorFor(`${at}.industryPreferences`)}
                />
              </div>
            </>
          );
        }}
      />
    </SectionFormFrame>
  );
}
