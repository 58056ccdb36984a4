'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  MENTOR_DEGREE_VOCABULARY,
  MENTOR_PROFILE_LIMITS,
  type MentorEducation,
  mentorEducationInputSchema,
} from '@jenjang/domain';
import { GraduationCap, Pencil, Plus, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { DialogButtons, MentorDialog } from './mentor-dialog';
import { bindField, FormAlert, numberOrNull, textOrNull, useMentorForm } from './mentor-form';
import { MENTOR_API } from './mentor-paths';
import { useMentorAction } from './use-mentor-action';

type EducationValues = z.input<typeof mentorEducationInputSchema>;

const blank: EducationValues = {
  school: '',
  degree: 'S1',
  fieldOfStudy: '',
  startYear: new Date().getFullYear() - 4,
  endYear: null,
  description: null,
};

/** Education entries: the list, add and change in a dialog, delete after asking. */
export function EducationEditor({ educations }: { educations: MentorEducation[] }) {
  const t = useTranslations('onboardingMentor.education');
  const locale = useLocale();
  const [editing, setEditing] = useState<MentorEducation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MentorEducation | null>(null);
  const sorted = [...educations].sort(
    (a, b) => (b.endYear ?? 9999) - (a.endYear ?? 9999) || b.startYear - a.startYear,
  );

  return (
    <div className="space-y-4">
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          {t('empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {sorted.map((entry) => (
            <li
              key={entry.id}
              className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <GraduationCap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{entry.school}</p>
                <p className="text-sm text-slate-700">
                  {MENTOR_DEGREE_VOCABULARY.label(entry.degree, locale)} · {entry.fieldOfStudy}
                </p>
                <p className="text-sm text-slate-600">
                  {entry.startYear} – {entry.endYear ?? t('present')}
                </p>
                {entry.description ? (
                  <p className="mt-1 text-sm text-slate-700">{entry.description}</p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                <button
                  type="button"
                  className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
                  aria-label={t('edit', { school: entry.school })}
                  onClick={() => setEditing(entry)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className="inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
                  aria-label={t('delete', { school: entry.school })}
                  onClick={() => setDeleting(entry)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {educations.length < MENTOR_PROFILE_LIMITS.educationsMax ? (
        <button type="button" className={buttonStyles.secondary} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('add')}
        </button>
      ) : null}
      {editing ? (
        <EducationDialog
          key={editing === 'new' ? 'new' : editing.id}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteDialog entry={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}

function EducationDialog({
  entry,
  onClose,
}: {
  entry: MentorEducation | null;
  onClose: () => void;
}) {
  const t = useTranslations('onboardingMentor.education');
  const tCommon = useTranslations('onboardingMentor.common');
  const locale = useLocale();
  const action = useMentorAction();
  const form = useMentorForm(
    mentorEducationInputSchema,
    entry
      ? {
          school: entry.school,
          degree: entry.degree,
          fieldOfStudy: entry.fieldOfStudy,
          startYear: entry.startYear,
          endYear: entry.endYear,
          description: entry.description,
        }
      : blank,
  );
  const bind = (name: keyof EducationValues & string, options?: Parameters<typeof bindField>[3]) =>
    bindField(form as never, name as never, `education-${name}`, options as never);
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await action.run(
      'save',
      MENTOR_API.education,
      entry
        ? { method: 'PUT', query: { id_eq: entry.id }, body: values }
        : { method: 'POST', body: values },
    );
    if (saved) onClose();
  });
  const year = (value: string) => (value === '' ? Number.NaN : Number(value));
  return (
    <MentorDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={entry ? t('editTitle') : t('addTitle')}
      closeLabel={tCommon('close')}
    >
      <ClientForm noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormAlert message={action.error} />
        <TextField
          {...bind('school')}
          label={t('school')}
          required
          maxLength={MENTOR_PROFILE_LIMITS.schoolMax}
        />
        <SelectField
          {...bind('degree')}
          label={t('degree')}
          options={MENTOR_DEGREE_VOCABULARY.options(locale)}
        />
        <TextField
          {...bind('fieldOfStudy')}
          label={t('field')}
          required
          maxLength={MENTOR_PROFILE_LIMITS.fieldMax}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            {...bind('startYear', { setValueAs: year })}
            label={t('startYear')}
            inputMode="numeric"
            maxLength={4}
            required
          />
          <TextField
            {...bind('endYear', { setValueAs: numberOrNull })}
            label={t('endYear')}
            hint={t('endYearHint')}
            inputMode="numeric"
            maxLength={4}
          />
        </div>
        <TextAreaField
          {...bind('description', { setValueAs: textOrNull })}
          label={`${t('description')} (${tCommon('optional')})`}
          rows={3}
          maxLength={MENTOR_PROFILE_LIMITS.descriptionMax}
        />
        <DialogButtons
          onCancel={onClose}
          cancelLabel={tCommon('cancel')}
          submitLabel={action.pending ? tCommon('saving') : tCommon('save')}
          busy={action.pending !== null}
        />
      </ClientForm>
    </MentorDialog>
  );
}

function DeleteDialog({ entry, onClose }: { entry: MentorEducation; onClose: () => void }) {
  const t = useTranslations('onboardingMentor.education');
  const tCommon = useTranslations('onboardingMentor.common');
  const action = useMentorAction();
  return (
    <MentorDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('deleteTitle')}
      description={t('deleteBody', { school: entry.school })}
      closeLabel={tCommon('close')}
    >
      <ClientForm
        onSubmit={async (event) => {
          event.preventDefault();
          const done = await action.run('delete', MENTOR_API.education, {
            method: 'DELETE',
            query: { id_eq: entry.id },
          });
          if (done !== null) onClose();
        }}
      >
        <FormAlert message={action.error} />
        <DialogButtons
          onCancel={onClose}
          cancelLabel={tCommon('cancel')}
          submitLabel={action.pending ? tCommon('deleting') : tCommon('delete')}
          busy={action.pending !== null}
          danger
        />
      </ClientForm>
    </MentorDialog>
  );
}
