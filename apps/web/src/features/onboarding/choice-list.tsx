'use client';

import { FieldError } from './field-error';

export type Choice<Value extends string | number> = {
  value: Value;
  label: string;
  description?: string;
};

/**
 * One answer out of a few, as native radio buttons in a fieldset: arrow keys move between
 * them, the legend names the question for screen readers, and the error is tied to the group.
 */
export function ChoiceList<Value extends string | number>({
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  columns = 1,
}: {
  name: string;
  legend: string;
  choices: Choice<Value>[];
  value: Value | null;
  onChange(value: Value): void;
  error?: string | undefined;
  columns?: 1 | 2;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      data-field={name}
    >
      <legend className="mb-3 text-base font-semibold text-slate-900">{legend}</legend>
      <div className={columns === 2 ? 'grid gap-2 sm:grid-cols-2' : 'grid gap-2'}>
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-1 ${
                checked
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-300 bg-white hover:border-brand-500'
              }`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={String(choice.value)}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{choice.label}</span>
                {choice.description ? (
                  <span className="mt-0.5 block text-sm text-slate-600">{choice.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
