'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ListSearch } from '@/lib/pickers/name-matches';
import { useMatchingItems } from '@/lib/pickers/use-matching-items';
import { inputStyles } from './form-fields';
import { namesOf } from './profile-format';

/** How many matches the list shows at once; typing narrows long lists such as cities. */
const SHOWN_MATCHES = 40;

type Choice = { id: number; name: string; detail?: string };

const nameOf = (item: Choice) => item.name;

/**
 * Choosing up to `max` items of a long list: the chosen ones as removable chips, a filter box
 * and checkboxes. Plain checkboxes keep it usable with a keyboard and a screen reader. The box
 * shows the names containing what was typed and, given a `search` (the roles), what the job
 * search's matching finds for it (typos, synonyms, the other language).
 */
export function ChoiceList({
  id,
  label,
  items,
  selected,
  onChange,
  max,
  error,
  search,
}: {
  id: string;
  label: string;
  items: Choice[];
  selected: number[];
  onChange: (ids: number[]) => void;
  max: number;
  error?: string;
  search?: ListSearch;
}) {
  const t = useTranslations('profile.profilePage');
  const [filter, setFilter] = useState('');
  const matches = useMatchingItems(items, filter, nameOf, search);
  const shown = matches.slice(0, SHOWN_MATCHES);
  const full = selected.length >= max;
  const toggle = (itemId: number, on: boolean) =>
    onChange(on ? [...selected, itemId] : selected.filter((s) => s !== itemId));
  const names = namesOf(selected, items);

  return (
    <fieldset
      aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
      className="space-y-2"
    >
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      {names.length ? (
        <ul className="flex flex-wrap gap-2">
          {selected.map((itemId, index) => (
            <li key={itemId}>
              <button
                type="button"
                onClick={() => toggle(itemId, false)}
                aria-label={t('actions.removeEntry', { entry: names[index] ?? String(itemId) })}
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-100"
              >
                {names[index] ?? itemId}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-count`} className="text-xs text-slate-600">
        {t('preferences.selected', { count: selected.length, max })}
      </p>
      <label htmlFor={`${id}-filter`} className="sr-only">
        {t('preferences.filter', { list: label })}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t('preferences.filter', { list: label.toLowerCase() })}
        autoComplete="off"
        className={inputStyles}
      />
      <div className="max-h-56 overflow-y-auto rounded-lg border border-slate-200">
        {shown.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-600">{t('preferences.noMatch')}</p>
        ) : (
          <ul>
            {shown.map((item) => {
              const checked = selected.includes(item.id);
              const inputId = `${id}-${item.id}`;
              return (
                <li key={item.id} className="border-b border-slate-100 last:border-b-0">
                  <label
                    htmlFor={inputId}
                    className="flex min-h-11 cursor-pointer items-center gap-3 px-3 hover:bg-slate-50"
                  >
                    <input
                      id={inputId}
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={(event) => toggle(item.id, event.target.checked)}
                      className="size-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
                    />
                    <span className="text-sm text-slate-900">
                      {item.name}
                      {item.detail ? (
                        <span className="text-slate-600">{` · ${item.detail}`}</span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {matches.length > shown.length ? (
        <p className="text-xs text-slate-600">
          {t('preferences.moreMatches', { count: matches.length - shown.length })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
