'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonStyles } from '@/features/shell/button-styles';
import { fieldId } from './profile-errors';
import type { SectionForm } from './use-section-form';

export const inputStyles =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

type FieldProps = {
  scope: string;
  field: string;
  label: string;
  hint?: string;
  form: SectionForm;
  required?: boolean;
  className?: string;
};

function FieldFrame({
  scope,
  field,
  label,
  hint,
  form,
  required,
  className,
  children,
}: FieldProps & { children: (a11y: FieldA11y) => ReactNode }) {
  const id = fieldId(scope, field);
  const error = form.errorFor(field);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldA11y = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export function TextField({
  value,
  onChange,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  ...frame
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date' | 'tel' | 'password' | 'email';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
  autoComplete?: string;
  placeholder?: string;
}) {
  return (
    <FieldFrame {...frame}>
      {(a11y) => (
        <input
          {...a11y}
          type={type}
          value={value}
          inputMode={inputMode}
          autoComplete={autoComplete ?? 'off'}
          placeholder={placeholder}
          onChange={(event) => {
            onChange(event.target.value);
            frame.form.clearError(frame.field);
          }}
          className={inputStyles}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  value,
  onChange,
  options,
  ...frame
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <FieldFrame {...frame}>
      {(a11y) => (
        <select
          {...a11y}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            frame.form.clearError(frame.field);
          }}
          className={inputStyles}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** The frame of every section form: problems summary, fields, save and cancel. */
export function SectionFormFrame({
  scope,
  form,
  onSubmit,
  onCancel,
  children,
}: {
  scope: string;
  form: SectionForm;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('profile.profilePage.actions');
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Opening the editor moves the focus into it, so keyboard users land where they work.
    ref.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  return (
    <form
      ref={ref}
      noValidate
      data-profile-form={scope}
      aria-busy={form.sending}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-4"
    >
      {form.formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {form.formError}
        </p>
      ) : null}
      {children}
      <div className="flex flex-wrap gap-3 pt-2">
        <button
          type="submit"
          disabled={form.sending}
          className={cn(buttonStyles.primary, 'disabled:opacity-70')}
        >
          {form.sending ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
