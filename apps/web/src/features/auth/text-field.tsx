'use client';

import type { ChangeEvent, FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'autoComplete'
  | 'inputMode'
  | 'maxLength'
  | 'autoFocus'
  | 'placeholder'
  | 'spellCheck'
  | 'autoCapitalize'
  | 'pattern'
  | 'defaultValue'
>;

export type TextFieldProps = NativeInputProps & {
  id: string;
  name: string;
  label: string;
  /** From the form (react-hook-form's register): the input is uncontrolled. */
  ref?: Ref<HTMLInputElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
  error?: string | undefined;
  /** Help shown under the input (and read after the label). */
  hint?: ReactNode;
  /** "(optional)" after the label; fields without it are required. */
  optionalLabel?: string;
  /** Something inside the input's right edge (the show/hide button of passwords). */
  trailing?: ReactNode;
  inputClassName?: string;
};

export const inputClass =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-600/40';

/** One labelled input; its hint and error are tied to it with aria-describedby. */
export function TextField({
  id,
  name,
  label,
  ref,
  onChange,
  onBlur,
  error,
  hint,
  optionalLabel,
  trailing,
  inputClassName,
  ...native
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {optionalLabel ? (
          <span className="ml-1 font-normal text-slate-500">{optionalLabel}</span>
        ) : null}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          ref={ref}
          onChange={onChange}
          onBlur={onBlur}
          required={!optionalLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            inputClass,
            error
              ? 'border-red-600 focus:border-red-600'
              : 'border-slate-300 focus:border-brand-600',
            trailing ? 'pr-12' : null,
            inputClassName,
          )}
          {...native}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
