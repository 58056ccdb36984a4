'use client';

import type { Locale } from '@jenjang/domain';
import { useLocale } from 'next-intl';
import { forwardRef, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { BoundField } from '@/features/profile/form-fields';
import { fieldResolver } from '@/lib/forms/field-resolver';
import type { ActionFailure } from './use-mentor-action';

/** A form of the mentor area on react-hook-form, checked by a domain contract in the page's language. */
export function useMentorForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  defaultValues: Values,
) {
  const locale = useLocale() as Locale;
  return useForm<Values, unknown, Output>({
    resolver: fieldResolver(schema, locale),
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** register's props, the field's id and its message: what the shared fields take. */
export function bindField<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  name: Path<Values>,
  id: string,
  options?: RegisterOptions<Values, Path<Values>>,
): BoundField {
  return {
    ...form.register(name, options),
    id,
    error: form.getFieldState(name, form.formState).error?.message,
  };
}

/** Puts the fields an API failure names beside them; answers whether it placed any. */
export function placeServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  failure: ActionFailure | null,
  fields: readonly string[],
): boolean {
  if (!failure || !Array.isArray(failure.details)) return false;
  let placed = false;
  for (const detail of failure.details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail.field !== 'string' || typeof detail.message !== 'string') continue;
    if (!fields.includes(detail.field)) continue;
    form.setError(detail.field as Path<Values>, { type: 'server', message: detail.message });
    placed = true;
  }
  return placed;
}

export const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
export const textOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The alert of a form or an action: the API's sentence, focusable so focus can move to it. */
export const FormAlert = forwardRef<
  HTMLDivElement,
  { message: string | null; children?: ReactNode }
>(function FormAlert({ message, children }, ref) {
  if (!message) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 focus:outline-none focus:ring-2 focus:ring-red-600/40"
    >
      <p>{message}</p>
      {children}
    </div>
  );
});

/** A quiet success line (saved, approved): announced politely. */
export function FormNotice({ message }: { message: string | null }) {
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-emerald-800">
      {message ?? ''}
    </p>
  );
}
