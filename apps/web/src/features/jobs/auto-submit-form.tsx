'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';

/** Lets the mobile filter sheet decide how a filter change enters the history (see there). */
export const FilterNavigationContext = createContext<((url: string) => void) | null>(null);

/** Set on <html> while a search navigation is under way; the result list dims (CSS). */
const PENDING_ATTRIBUTE = 'data-search-pending';
const PENDING_TIMEOUT_MS = 8000;

/**
 * Marks a navigation as under way with an attribute on <html> (CSS dims what will change) until
 * the URL changes. Not a React transition on purpose: a second navigation started while the first
 * is still streaming would be entangled with it and could wait for it.
 */
export function usePendingNavigation(attribute: string): () => void {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  useEffect(() => {
    document.documentElement.removeAttribute(attribute);
  }, [searchParams, pathname, attribute]);
  return useCallback(() => {
    document.documentElement.setAttribute(attribute, '');
    setTimeout(() => document.documentElement.removeAttribute(attribute), PENDING_TIMEOUT_MS);
  }, [attribute]);
}

/** The form's fields as a query, empty values left out (so URLs stay short and shareable). */
export function formQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  return params.toString();
}

type Control = HTMLInputElement | HTMLSelectElement;

function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement && element.type === 'checkbox') ||
      element instanceof HTMLSelectElement,
  );
}

/**
 * The attribute each select of this form carries with the value the server rendered (its
 * `defaultValue`). React applies a select's `defaultValue` at its first render only, so after a
 * navigation the options' `defaultSelected` still name the first page's choice; an attribute is
 * updated on every render.
 */
const SERVER_VALUE_ATTRIBUTE = 'data-server-value';

function defaultOf(control: Control): string {
  if (control instanceof HTMLInputElement) return control.defaultChecked ? '1' : '0';
  const rendered = control.getAttribute(SERVER_VALUE_ATTRIBUTE);
  if (rendered !== null) return rendered;
  const chosen = Array.from(control.options).find((option) => option.defaultSelected);
  return chosen?.value ?? control.options[0]?.value ?? '';
}

/**
 * What the server rendered as checked and selected, as one string. A control is named by what
 * does not change while a person uses it: a checkbox by its name and value, a select by its name
 * (its value is what was just picked, not what the server rendered).
 */
function defaultsSignature(form: HTMLFormElement): string {
  return controlsOf(form)
    .map((control) => {
      const name =
        control instanceof HTMLInputElement ? `${control.name}=${control.value}` : control.name;
      return `${name}:${defaultOf(control)}`;
    })
    .join('&');
}

/**
 * Puts checkboxes and selects back to what the server rendered. React updates the defaults of
 * uncontrolled fields, but a box the user ticked keeps its own state; once a new render arrives
 * (after this form's change, a removed chip, Back) the URL is the truth.
 */
function syncWithDefaults(form: HTMLFormElement): void {
  for (const control of controlsOf(form)) {
    if (control instanceof HTMLInputElement) control.checked = control.defaultChecked;
    else control.value = defaultOf(control);
  }
}

/**
 * A GET form that works without JavaScript and, with it, navigates in place: on every change of
 * a checkbox or select (`submitOnChange`) and on submit, keeping the scroll position.
 */
export function AutoSubmitForm({
  action,
  children,
  submitOnChange = true,
  ...rest
}: {
  action: string;
  children: ReactNode;
  submitOnChange?: boolean;
  id?: string;
  className?: string;
  role?: 'search';
  'aria-label'?: string;
}) {
  const router = useRouter();
  const sheetNavigate = useContext(FilterNavigationContext);
  const markPending = usePendingNavigation(PENDING_ATTRIBUTE);
  const formRef = useRef<HTMLFormElement>(null);
  const syncedDefaults = useRef<string | null>(null);

  // After every render: when the server's defaults changed, the fields follow them (any other
  // render leaves a freshly ticked box alone).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const signature = defaultsSignature(form);
    if (syncedDefaults.current !== null && syncedDefaults.current !== signature) {
      syncWithDefaults(form);
    }
    syncedDefaults.current = signature;
  });

  const navigate = (form: HTMLFormElement) => {
    const query = formQuery(form);
    const url = query ? `${action}?${query}` : action;
    markPending();
    if (sheetNavigate) sheetNavigate(url);
    else router.push(url, { scroll: false });
  };

  return (
    <form
      {...rest}
      ref={formRef}
      action={action}
      method="get"
      onChange={(event) => {
        const target = event.target as HTMLElement;
        if (!submitOnChange) return;
        if (target instanceof HTMLInputElement && target.type !== 'checkbox') return;
        navigate(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
