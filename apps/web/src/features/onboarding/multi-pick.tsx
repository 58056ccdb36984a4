'use client';

import { Check, Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { ListSearch } from '@/lib/pickers/name-matches';
import { useMatchingItems } from '@/lib/pickers/use-matching-items';
import { FieldError } from './field-error';
import type { PickOption } from './load-onboarding';

export type MultiPickLabels = {
  legend: string;
  filter: string;
  selectedCount: string;
  noMatch: string;
  remove(name: string): string;
};

/** What the box matches an option by: its name and its hint (a city's province). */
const textOf = (option: PickOption) => `${option.name} ${option.hint ?? ''}`;

/**
 * Several answers out of a long list (roles, cities): a search box narrowing native checkboxes,
 * and the chosen ones as removable chips. At most `max` may be chosen; the rest are disabled.
 * The box shows the options containing what was typed (case and accents aside) and, given a
 * `search` (the roles), what the job search's matching finds for it ("akutan", "acountant").
 */
export function MultiPick({
  name,
  options,
  selected,
  max,
  onToggle,
  labels,
  error,
  search,
}: {
  name: string;
  options: PickOption[];
  selected: number[];
  max: number;
  onToggle(id: number): void;
  labels: MultiPickLabels;
  error?: string | undefined;
  search?: ListSearch | undefined;
}) {
  const [query, setQuery] = useState('');
  const filterId = useId();
  const countId = `${name}-count`;
  const errorId = `${name}-error`;
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const visible = useMatchingItems(options, query, textOf, search);
  const full = selected.length >= max;

  return (
    <fieldset
      data-field={name}
      aria-invalid={error ? true : undefined}
      aria-describedby={[countId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="mb-2 text-base font-semibold text-slate-900">{labels.legend}</legend>
      {selected.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-2">
          {selected.map((id) => {
            const option = byId.get(id);
            if (!option) return null;
            return (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => onToggle(id)}
                  aria-label={labels.remove(option.name)}
                  className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-700 py-1 pl-3 pr-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {option.name}
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label htmlFor={filterId} className="sr-only">
        {labels.filter}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={filterId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={labels.filter}
          autoComplete="off"
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      <p id={countId} className="mt-2 text-xs text-slate-600" aria-live="polite">
        {labels.selectedCount}
      </p>
      <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-slate-200">
        {visible.length === 0 ? (
          <p className="px-4 py-3 text-sm text-slate-600">{labels.noMatch}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {visible.map((option) => {
              const id = `${name}-${option.id}`;
              const checked = selected.includes(option.id);
              const disabled = !checked && full;
              return (
                <li key={option.id}>
                  <label
                    htmlFor={id}
                    className={`flex min-h-11 items-center gap-3 px-4 py-2 text-sm ${
                      disabled
                        ? 'cursor-not-allowed text-slate-400'
                        : 'cursor-pointer hover:bg-slate-50'
                    }`}
                  >
                    <input
                      id={id}
                      type="checkbox"
                      name={name}
                      value={option.id}
                      checked={checked}
                      disabled={disabled}
                      onChange={() => onToggle(option.id)}
                      className="size-4 shrink-0 accent-brand-700"
                    />
                    <span className="flex-1">
                      <span className={checked ? 'font-semibold text-slate-900' : undefined}>
                        {option.name}
                      </span>
                      {option.hint ? (
                        <span className="ml-1 text-xs text-slate-500">{option.hint}</span>
                      ) : null}
                    </span>
                    {checked ? (
                      <Check aria-hidden="true" className="size-4 text-brand-700" />
                    ) : null}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
