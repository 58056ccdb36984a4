'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { buttonStyles } from '@/features/shell/button-styles';

export const inputStyles =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

/** A field bound to its form: register's props, its id and its message (use-profile-form.ts). */
export type BoundField = UseFormRegisterReturn & { id: string; error: string | undefined };

type FrameProps = {
  id: string;
  error: string | undefined;
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
};

type FieldA11y = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

function FieldFrame({
  id,
  error,
  label,
  hint,
  required,
  className,
  children,
}: FrameProps & { children: (a11y: FieldA11y) => ReactNode }) {
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

type FrameOnly = Omit<FrameProps, 'id' | 'error'>;

function splitBound<Rest extends object>({ id, error, ...rest }: BoundField & Rest) {
  return { frame: { id, error }, input: rest };
}

export function TextField({
  label,
  hint,
  required,
  className,
  type = 'text',
  inputMode,
  autoComplete,
  autoCapitalize,
  placeholder,
  maxLength,
  ...bound
}: BoundField &
  FrameOnly & {
    type?: 'text' | 'date' | 'tel' | 'password' | 'email';
    inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
    autoComplete?: string;
    autoCapitalize?: 'characters' | 'none';
    placeholder?: string;
    maxLength?: number;
  }) {
  const { frame, input } = splitBound(bound);
  return (
    <FieldFrame {...frame} label={label} hint={hint} required={required} className={className}>
      {(a11y) => (
        <input
          {...a11y}
          {...input}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete ?? 'off'}
          autoCapitalize={autoCapitalize}
          placeholder={placeholder}
          maxLength={maxLength}
          className={inputStyles}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  hint,
  required,
  className,
  options,
  ...bound
}: BoundField & FrameOnly & { options: { value: string; label: string }[] }) {
  const { frame, input } = splitBound(bound);
  return (
    <FieldFrame {...frame} label={label} hint={hint} required={required} className={className}>
      {(a11y) => (
        <select {...a11y} {...input} className={inputStyles}>
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

export function TextAreaField({
  label,
  hint,
  required,
  className,
  rows = 4,
  maxLength,
  ...bound
}: BoundField & FrameOnly & { rows?: number; maxLength?: number }) {
  const { frame, input } = splitBound(bound);
  return (
    <FieldFrame {...frame} label={label} hint={hint} required={required} className={className}>
      {(a11y) => (
        <textarea
          {...a11y}
          {...input}
          rows={rows}
          maxLength={maxLength}
          className={cn(inputStyles, 'py-2.5')}
        />
      )}
    </FieldFrame>
  );
}

/** A checkbox bound to its form (register's props), or controlled with checked/onCheckedChange. */
export function CheckboxField({
  id,
  label,
  checked,
  onCheckedChange,
  ...registered
}: { id: string; label: string } & Partial<UseFormRegisterReturn> & {
    checked?: boolean;
    onCheckedChange?: (checked: boolean) => void;
  }) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        {...registered}
        {...(onCheckedChange
          ? { checked, onChange: (event) => onCheckedChange(event.target.checked) }
          : {})}
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
  sending,
  formError,
  onSubmit,
  onCancel,
  children,
}: {
  scope: string;
  sending: boolean;
  formError: string | null;
  onSubmit: () => Promise<void>;
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
    <ClientForm
      ref={ref}
      noValidate
      data-profile-form={scope}
      aria-busy={sending}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="space-y-4"
    >
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      {children}
      <div className="flex flex-wrap gap-3 pt-2">
        <button
          type="submit"
          disabled={sending}
          className={cn(buttonStyles.primary, 'disabled:opacity-70')}
        >
          {sending ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          {t('cancel')}
        </button>
      </div>
    </ClientForm>
  );
}
