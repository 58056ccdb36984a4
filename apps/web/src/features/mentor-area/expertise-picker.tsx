'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  createMentoringTagRequestSchema,
  createMentoringTopicResponseSchema,
  MENTOR_PROFILE_LIMITS,
  type AcademicExpertise,
  type AcademicExpertiseCategory,
  type MentoringCategory,
  type MentoringTopic,
} from '@jenjang/domain';
import { Check, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { inputStyles, SelectField, TextField } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { cn } from '@/lib/cn';
import { DialogButtons, MentorDialog } from './mentor-dialog';
import { bindField, FormAlert, FormNotice, useMentorForm } from './mentor-form';
import { MENTOR_API } from './mentor-paths';
import { useMentorAction } from './use-mentor-action';

type Tag = { id: number; name: string; categoryId: number };
type Group = { id: number; name: string };

export type ExpertiseLists = {
  categories: MentoringCategory[];
  topics: MentoringTopic[];
  expertiseCategories: AcademicExpertiseCategory[];
  expertises: AcademicExpertise[];
};

/**
 * Onboarding step 4 and the dashboard's profile tab: the topics mentees can book the mentor for
 * and the academic expertise, picked from the lists (grouped by category, filtered as one
 * types); a missing topic can be added (POST topic/one) and is picked at once. Saving sends both
 * lists with PATCH mentor/me.
 */
export function ExpertisePicker({
  lists,
  initialTopicIds,
  initialExpertiseIds,
  submitLabel,
  onSaved,
}: {
  lists: ExpertiseLists;
  initialTopicIds: number[];
  initialExpertiseIds: number[];
  submitLabel: string;
  onSaved?: () => void;
}) {
  const t = useTranslations('onboardingMentor.expertise');
  const action = useMentorAction();
  const [topics, setTopics] = useState<Tag[]>(lists.topics);
  const [topicIds, setTopicIds] = useState<number[]>(initialTopicIds);
  const [expertiseIds, setExpertiseIds] = useState<number[]>(initialExpertiseIds);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const tooFewTopics = topicIds.length === 0;

  async function save() {
    setNotice(null);
    const saved = await action.run('save', MENTOR_API.me, {
      method: 'PATCH',
      body: { topicIds, academicExpertiseIds: expertiseIds },
    });
    if (saved === null) {
      window.setTimeout(() => alertRef.current?.focus(), 0);
      return;
    }
    setNotice(t('saved'));
    onSaved?.();
  }

  return (
    <div className="space-y-6">
      <FormAlert ref={alertRef} message={action.error} />
      <TagPicker
        id="topics"
        legend={t('topicsLegend')}
        hint={t('topicsHint', { max: MENTOR_PROFILE_LIMITS.topicsMax })}
        groups={lists.categories}
        tags={topics}
        selected={topicIds}
        max={MENTOR_PROFILE_LIMITS.topicsMax}
        onChange={setTopicIds}
      />
      <button type="button" className={buttonStyles.secondary} onClick={() => setAdding(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t('addTopic')}
      </button>
      <TagPicker
        id="expertise"
        legend={t('expertiseLegend')}
        hint={t('expertiseHint', { max: MENTOR_PROFILE_LIMITS.expertisesMax })}
        groups={lists.expertiseCategories}
        tags={lists.expertises}
        selected={expertiseIds}
        max={MENTOR_PROFILE_LIMITS.expertisesMax}
        onChange={setExpertiseIds}
      />
      {tooFewTopics ? (
        <p className="text-sm font-medium text-amber-800">{t('topicNeeded')}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={action.pending !== null}
          aria-busy={action.pending !== null || undefined}
          onClick={() => void save()}
        >
          {action.pending ? t('saving') : submitLabel}
        </button>
        <FormNotice message={notice} />
      </div>
      {adding ? (
        <AddTopicDialog
          categories={lists.categories}
          onClose={() => setAdding(false)}
          onAdded={(topic) => {
            setTopics((list) =>
              list.some((item) => item.id === topic.id) ? list : [...list, topic],
            );
            setTopicIds((ids) => (ids.includes(topic.id) ? ids : [...ids, topic.id]));
            setAdding(false);
          }}
        />
      ) : null}
    </div>
  );
}

function TagPicker({
  id,
  legend,
  hint,
  groups,
  tags,
  selected,
  max,
  onChange,
}: {
  id: string;
  legend: string;
  hint: string;
  groups: Group[];
  tags: Tag[];
  selected: number[];
  max: number;
  onChange: (ids: number[]) => void;
}) {
  const t = useTranslations('onboardingMentor.expertise');
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const words = filter.trim().toLocaleLowerCase();
    return groups
      .map((group) => ({
        group,
        tags: tags.filter(
          (tag) =>
            tag.categoryId === group.id && (!words || tag.name.toLocaleLowerCase().includes(words)),
        ),
      }))
      .filter((entry) => entry.tags.length > 0);
  }, [filter, groups, tags]);
  const full = selected.length >= max;
  const toggle = (tagId: number) =>
    onChange(
      selected.includes(tagId)
        ? selected.filter((s) => s !== tagId)
        : full
          ? selected
          : [...selected, tagId],
    );

  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-600">
        {hint} {t('selectedCount', { count: selected.length, max })}
      </p>
      <label htmlFor={`${id}-filter`} className="sr-only">
        {t('filter')}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        className={inputStyles}
        placeholder={t('filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {visible.length === 0 ? <p className="text-sm text-slate-600">{t('noMatch')}</p> : null}
      <div className="max-h-96 space-y-4 overflow-y-auto pr-1">
        {visible.map(({ group, tags: groupTags }) => (
          <div key={group.id}>
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
              {group.name}
            </p>
            <div className="flex flex-wrap gap-2">
              {groupTags.map((tag) => {
                const on = selected.includes(tag.id);
                return (
                  <button
                    key={tag.id}
                    type="button"
                    aria-pressed={on}
                    disabled={!on && full}
                    onClick={() => toggle(tag.id)}
                    className={cn(
                      'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm disabled:opacity-50',
                      on
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
                    )}
                  >
                    {on ? <Check aria-hidden="true" className="size-4" /> : null}
                    {tag.name}
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

type NewTopic = z.input<typeof createMentoringTagRequestSchema>;

function AddTopicDialog({
  categories,
  onClose,
  onAdded,
}: {
  categories: MentoringCategory[];
  onClose: () => void;
  onAdded: (topic: Tag) => void;
}) {
  const t = useTranslations('onboardingMentor.expertise');
  const tCommon = useTranslations('onboardingMentor.common');
  const action = useMentorAction({ refresh: false });
  const form = useMentorForm(createMentoringTagRequestSchema, {
    categoryId: categories[0]?.id ?? 0,
    nameId: '',
    nameEn: undefined,
  } as NewTopic);
  const bind = (name: keyof NewTopic & string, options?: Parameters<typeof bindField>[3]) =>
    bindField(form as never, name as never, `new-topic-${name}`, options as never);
  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await action.run<unknown>('add', MENTOR_API.topicOne, {
      method: 'POST',
      body: values,
    });
    const parsed = createMentoringTopicResponseSchema.safeParse(answer);
    if (parsed.success) onAdded(parsed.data.data);
  });
  return (
    <MentorDialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('addTopicTitle')}
      description={t('addTopicBody')}
      closeLabel={tCommon('close')}
    >
      <ClientForm noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormAlert message={action.error} />
        <SelectField
          {...bind('categoryId', { setValueAs: Number })}
          label={t('topicCategory')}
          options={categories.map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
        />
        <TextField {...bind('nameId')} label={t('topicNameId')} required maxLength={80} />
        <TextField
          {...bind('nameEn', {
            setValueAs: (value: string) => (value.trim() === '' ? undefined : value),
          })}
          label={`${t('topicNameEn')} (${tCommon('optional')})`}
          maxLength={80}
        />
        <DialogButtons
          onCancel={onClose}
          cancelLabel={tCommon('cancel')}
          submitLabel={action.pending ? tCommon('saving') : t('addTopicSubmit')}
          busy={action.pending !== null}
        />
      </ClientForm>
    </MentorDialog>
  );
}
