'use client';

import { useTranslations, type Messages } from 'next-intl';
import { useCallback, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { describeFailure, type FormAlert } from './api-failure';
import type { FieldProblems, ValidationKey } from './auth-validation';

// Every ValidationKey must exist in common.auth.validation (a type error otherwise).
type ValidationMessageKey = keyof Messages['common']['auth']['validation'];
type _EveryKeyTranslated = ValidationKey extends ValidationMessageKey ? true : never;
const _everyKeyTranslated: _EveryKeyTranslated = true;

type Values<Field extends string> = Record<Field, string>;

export type AuthFormOptions<Field extends string> = {
  /**
   * Names the form, unique on its page: the ids of its fields (and of their hints and errors)
   * are built from it. Not useId: on a hydrated page useId can differ from the id the server
   * rendered, and an aria-describedby rebuilt on the client then names a hint that is not there.
   */
  formId: string;
  initialValues: Values<Field>;
  /** Inline checks of all fields at once; see auth-validation.ts. */
  validate: (values: Values<Field>) => FieldProblems<Field>;
  /** Server errors shown beside a field rather than in the alert, e.g. { INVALID_CODE: 'code' }. */
  messageFields?: Partial<Record<string, NoInfer<Field>>>;
};

/**
 * State of one account form: values, messages beside fields (ours or the server's), one
 * form-level alert, and the pending flag. Fields are checked when left and, once marked, on
 * every change, so an error disappears as soon as it is fixed.
 */
export function useAuthForm<Field extends string>({
  formId,
  initialValues,
  validate,
  messageFields,
}: AuthFormOptions<Field>) {
  const translate = useTranslations('common.auth.validation');
  // next-intl types one key at a time; every validation message is a plain sentence.
  const t = (key: ValidationKey) => translate(key as 'emailRequired');
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [alertMessageId, setAlertMessageId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const fields = Object.keys(initialValues) as Field[];

  const inputId = useCallback((field: Field) => `${formId}-${field}`, [formId]);

  const messageFor = (field: Field, all: Values<Field>): string | undefined => {
    const problem = validate(all)[field];
    return problem ? t(problem) : undefined;
  };

  function setError(field: Field, message: string | undefined) {
    setErrors((current) => {
      if (current[field] === message) return current;
      const next = { ...current };
      if (message === undefined) delete next[field];
      else next[field] = message;
      return next;
    });
  }

  function setValue(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] !== undefined) setError(field, messageFor(field, next));
  }

  function blur(field: Field) {
    // An untouched empty field is not an error yet; submitting will say so.
    if (values[field] === '') return;
    setError(field, messageFor(field, values));
  }

  function focusFirst(form: HTMLFormElement, failed: readonly Field[]) {
    const first = fields.find((field) => failed.includes(field));
    const input = first === undefined ? null : form.elements.namedItem(first);
    if (input instanceof HTMLElement) input.focus();
    else alertRef.current?.focus();
  }

  /** Checks, then runs `send`; a thrown API error lands beside its fields or in the alert. */
  function submit(send: (values: Values<Field>) => Promise<void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (pending) return;
      const problems = validate(values);
      const invalid = Object.keys(problems) as Field[];
      if (invalid.length > 0) {
        setErrors(
          Object.fromEntries(invalid.map((field) => [field, t(problems[field]!)])) as Partial<
            Record<Field, string>
          >,
        );
        setAlert(null);
        focusFirst(form, invalid);
        return;
      }
      setPending(true);
      setAlert(null);
      setErrors({});
      try {
        await send(values);
        // Success navigates away; the button stays busy until the next page takes over.
      } catch (error) {
        const failure = describeFailure(error, fields, messageFields);
        setErrors(failure.fields);
        setAlert(failure.alert);
        setAlertMessageId(failure.messageId);
        setPending(false);
        // Let the alert render before moving focus to it.
        window.setTimeout(() => focusFirst(form, Object.keys(failure.fields) as Field[]), 0);
      }
    };
  }

  /** Props for a TextField or PasswordField bound to `field`. */
  function fieldProps(field: Field) {
    return {
      id: inputId(field),
      name: field,
      value: values[field],
      error: errors[field],
      onValueChange: (value: string) => setValue(field, value),
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        // Leaving a field by pressing the submit button: the submit checks everything. An error
        // line appearing now would push the button down between mousedown and mouseup, and the
        // click would be lost.
        if (
          event.relatedTarget instanceof HTMLButtonElement &&
          event.relatedTarget.type === 'submit'
        ) {
          return;
        }
        blur(field);
      },
    };
  }

  return {
    values,
    setValue,
    fieldProps,
    submit,
    pending,
    alert,
    alertMessageId,
    alertRef,
    clearAlert: () => setAlert(null),
  };
}
