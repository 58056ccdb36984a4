'use client';

import { Pencil, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * One profile section: heading, an edit button, and either the view or the edit form. Saving
 * shows a short confirmation; closing the form gives the focus back to the edit button.
 */
export function SectionCard({
  id,
  title,
  children,
  empty,
  renderForm,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  /** Set when the section has nothing yet: a friendly prompt and a button to start. */
  empty?: { prompt: string; action: string };
  renderForm: (close: (saved: boolean) => void) => ReactNode;
}) {
  const t = useTranslations('profile.profilePage.actions');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  const open = () => {
    setSaved(false);
    setEditing(true);
  };

  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {!editing ? (
          <button
            ref={editButton}
            type="button"
            onClick={open}
            aria-label={t('editSection', { section: title })}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('edit')}
          </button>
        ) : null}
      </div>
      {editing ? (
        renderForm((didSave) => {
          setSaved(didSave);
          setEditing(false);
        })
      ) : empty ? (
        <EmptyPrompt prompt={empty.prompt} action={empty.action} onAction={open} />
      ) : (
        children
      )}
      <p role="status" className="mt-3 text-sm font-medium text-emerald-700 empty:hidden">
        {saved && !editing ? t('saved') : ''}
      </p>
    </section>
  );
}

/** The friendly prompt of a section with nothing in it yet. */
function EmptyPrompt({
  prompt,
  action,
  onAction,
}: {
  prompt: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-4">
      <p className="text-sm text-slate-700">{prompt}</p>
      <button
        type="button"
        onClick={onAction}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
      >
        <Plus aria-hidden="true" className="size-4" />
        {action}
      </button>
    </div>
  );
}

/** A label-value list for the view of scalar sections. */
export function FactList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {item.label}
          </dt>
          <dd className="mt-0.5 break-words text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
