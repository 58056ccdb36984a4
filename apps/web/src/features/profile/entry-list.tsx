'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** What EntryList needs of react-hook-form's useFieldArray. */
type FieldList<Entry> = {
  fields: { id: string }[];
  append: (entry: Entry) => void;
  remove: (index: number) => void;
};

/**
 * The add/remove frame of a list section's form: each entry a fieldset with its own legend.
 * Entries are a field array's; their `id` keeps React's list identity. "Add" stops at `max`.
 */
export function EntryList<Entry>({
  list,
  newEntry,
  max,
  legend,
  addLabel,
  renderEntry,
}: {
  list: FieldList<Entry>;
  newEntry: () => Entry;
  max: number;
  legend: (index: number) => string;
  addLabel: string;
  renderEntry: (index: number) => ReactNode;
}) {
  const t = useTranslations('profile.profilePage.actions');
  const items = list.fields;
  const onRemove = list.remove;
  const canAdd = items.length < max;
  const onAdd = () => list.append(newEntry());
  return (
    <div className="space-y-4">
      {items.map((item, index) => (
        <fieldset key={item.id} className="rounded-xl border border-slate-200 p-3 md:p-4">
          {/* The legend must be the fieldset's first child to name the group; floats put the
              remove button on its line. */}
          <legend className="float-left flex min-h-11 items-center text-sm font-bold text-slate-900">
            {legend(index)}
          </legend>
          <button
            type="button"
            onClick={() => onRemove(index)}
            aria-label={t('removeEntry', { entry: legend(index) })}
            className="float-right inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('remove')}
          </button>
          <div className="clear-both grid gap-3 pt-2 sm:grid-cols-2">{renderEntry(index)}</div>
        </fieldset>
      ))}
      {canAdd ? (
        <button
          type="button"
          onClick={onAdd}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-dashed border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </button>
      ) : null}
    </div>
  );
}
