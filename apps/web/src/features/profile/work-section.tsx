'use client';

import { formatMonthYear, PROFILE_LIMITS } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import { ChoiceList } from './choice-list';
import { EntryList } from './entry-list';
import { CheckboxField, SectionFormFrame, TextField } from './form-fields';
import { emptyWorkDraft, sortWorkExperiences, workDraftOf } from './profile-body';
import { useProfile } from './profile-context';
import { fieldId } from './profile-errors';
import { namesOf } from './profile-format';
import { listBody } from './section-bodies';
import { SectionCard } from './section-card';
import { useProfileForm } from './use-profile-form';

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
  const { student, taxonomy } = useProfile();
  const section = useProfileForm({
    scope: 'work',
    defaultValues: {
      workExperiences: student.workExperiences.length
        ? sortWorkExperiences(student.workExperiences).map(workDraftOf)
        : [emptyWorkDraft('new')],
    },
    body: listBody(student, 'workExperiences'),
    onSaved: () => close(true),
  });
  const { form } = section;
  const list = useFieldArray({ control: form.control, name: 'workExperiences' });
  const drafts = form.watch('workExperiences');

  return (
    <SectionFormFrame {...section.frame} onCancel={() => close(false)}>
      <EntryList
        list={list}
        newEntry={() => emptyWorkDraft('new')}
        max={PROFILE_LIMITS.listEntries}
        legend={(index) => t('entry', { number: index + 1 })}
        addLabel={t('add')}
        renderEntry={(index) => {
          const at = `workExperiences.${index}` as const;
          const draft = drafts[index];
          return (
            <>
              <TextField
                {...section.field(`${at}.companyName`)}
                label={t('company')}
                autoComplete="organization"
                required
              />
              <TextField
                {...section.field(`${at}.roleName`)}
                label={t('role')}
                autoComplete="organization-title"
                required
              />
              <TextField
                {...section.field(`${at}.roleLevel`)}
                label={t('roleLevel')}
                hint={t('roleLevelHint')}
              />
              <TextField
                {...section.field(`${at}.startDate`)}
                label={t('startDate')}
                type="date"
                required
              />
              <div className="sm:col-span-2">
                <CheckboxField
                  id={fieldId('work', `${at}.currentlyOccupied`)}
                  label={t('current')}
                  // A current job has no end date: its problem, if any, goes with the tick.
                  {...form.register(`${at}.currentlyOccupied`, { deps: [`${at}.endDate`] })}
                />
              </div>
              {draft?.currentlyOccupied ? null : (
                <TextField
                  {...section.field(`${at}.endDate`)}
                  label={t('endDate')}
                  type="date"
                  required
                />
              )}
              <div className="sm:col-span-2">
                <ChoiceList
                  id={fieldId('work', `${at}.industryPreferences`)}
                  label={t('industries')}
                  items={taxonomy.industries}
                  selected={draft?.industryPreferences ?? []}
                  onChange={(ids) =>
                    form.setValue(`${at}.industryPreferences`, ids, {
                      shouldValidate: form.formState.isSubmitted,
                    })
                  }
                  max={PROFILE_LIMITS.industriesPerJob}
                  error={section.errorFor(`${at}.industryPreferences`)}
                />
              </div>
            </>
          );
        }}
      />
    </SectionFormFrame>
  );
}
