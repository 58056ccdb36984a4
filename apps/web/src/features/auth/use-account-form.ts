'use client';

import type { Locale } from '@jenjang/domain';
import { useLocale } from 'next-intl';
import { useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { fieldResolver } from '@/lib/forms/field-resolver';
import { describeFailure, type FormAlert } from './api-failure';

export type AccountFormOptions<Values extends FieldValues, Output> = {
  /**
   * Names the form, unique on its page: the ids of its fields (and of their hints and errors)
   * are built from it. Not useId: on a hydrated page useId can differ from the id the server
   * rendered, and an aria-describedby rebuilt on the client then names a hint that is not there.
   */
  formId: string;
  /** The domain contract the values must meet; what it outputs is what the form sends. */
  schema: z.ZodType<Output, Values>;
  defaultValues: Values;
  /** Server errors shown beside a field rather than in the alert, e.g. { INVALID_CODE: 'code' }. */
  messageFields?: Partial<Record<string, NoInfer<keyof Values & string>>>;
};

/**
 * One account form on react-hook-form: the domain's contract checks it, its messages sit beside
 * the fields (ours or the server's), plus one form-level alert. Fields are checked when left
 * and, once marked, on every change, so an error disappears as soon as it is fixed; after a
 * first submit, every change is checked. The first field with a problem gets the focus.
 */
export function useAccountForm<Values extends FieldValues, Output>({
  formId,
  schema,
  defaultValues,
  messageFields,
}: AccountFormOptions<Values, Output>) {
  const locale = useLocale() as Locale;
  const form = useForm<Values, unknown, Output>({
    resolver: fieldResolver(schema, locale),
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [alertMessageId, setAlertMessageId] = useState<string | null>(null);
  // Success navigates away or to the next step: the button stays busy until that takes over.
  const [done, setDone] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const fields = Object.keys(defaultValues) as Path<Values>[];
  const { isSubmitting } = form.formState;

  function focusFirst(failed: readonly string[]) {
    const first = fields.find((field) => failed.includes(field));
    if (first === undefined) alertRef.current?.focus();
    else form.setFocus(first);
  }

  /** Checks, then runs `send` with the contract's output; API errors land beside their fields. */
  function submit(send: (values: Output) => Promise<void>) {
    return form.handleSubmit(
      async (values) => {
        setAlert(null);
        try {
          await send(values);
          setDone(true);
        } catch (error) {
          const failure = describeFailure(error, fields, messageFields);
          for (const [field, message] of Object.entries(failure.fields)) {
            form.setError(field as Path<Values>, { type: 'server', message: message as string });
          }
          setAlert(failure.alert);
          setAlertMessageId(failure.messageId);
          // Let the alert render before moving focus to it.
          window.setTimeout(() => focusFirst(Object.keys(failure.fields)), 0);
        }
      },
      () => setAlert(null),
    );
  }

  /** Props for a TextField, PasswordField or CodeField bound to `field`. */
  function fieldProps(field: Path<Values>) {
    const registered = form.register(field);
    return {
      ...registered,
      id: `${formId}-${field}`,
      // react-hook-form fills uncontrolled inputs only when the page hydrates; the server's HTML
      // carries the prefilled value too, so a prefilled field never looks empty before that.
      defaultValue: textDefault(get(form.formState.defaultValues, field)),
      error: form.getFieldState(field, form.formState).error?.message,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        await registered.onChange(event);
        // A marked field is checked again as it is fixed (after a submit the form does that).
        if (!form.formState.isSubmitted && form.getFieldState(field).error) {
          await form.trigger(field);
        }
      },
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        await registered.onBlur(event);
        // An untouched empty field is not an error yet; submitting will say so. Leaving a field
        // by pressing the submit button: the submit checks everything, and an error line
        // appearing now would push the button down between mousedown and mouseup, losing the
        // click.
        const toSubmit =
          event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit';
        if (event.target.value === '' || toSubmit || form.formState.isSubmitted) return;
        await form.trigger(field);
      },
    };
  }

  return {
    form,
    fieldProps,
    submit,
    pending: isSubmitting || done,
    alert,
    alertMessageId,
    alertRef,
  };
}

function textDefault(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
