'use client';

import type { FormHTMLAttributes, Ref } from 'react';
import { useHydrated } from './use-hydrated';

type ClientFormProps = FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };

/**
 * A form that only works with JavaScript: its controls are disabled until the page is hydrated,
 * so nothing a person types or picks before then is lost (docs/decisions/027). The class names
 * style the fieldset, the form's only child, so layouts written for the form still apply. Forms
 * that also work without JavaScript (the search forms, method="get") stay plain forms.
 */
export function ClientForm({ className, children, ref, ...formProps }: ClientFormProps) {
  const hydrated = useHydrated();
  return (
    <form ref={ref} {...formProps}>
      <fieldset
        disabled={!hydrated}
        data-hydrated={hydrated}
        className={['min-w-0', className].filter(Boolean).join(' ')}
      >
        {children}
      </fieldset>
    </form>
  );
}
