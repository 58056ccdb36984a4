// The search-and-filter form of the explore pages (/karir, /mentoring): a plain GET form that
// works without JavaScript and keeps the filters in a shareable address, every control with a
// visible label. The pages give the fields; the frame, the search box, the selects, the
// checkbox, the sort and the buttons look and behave the same on both.
import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { buttonStyles } from './button-styles';

const field =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const label = 'mb-1 block text-sm font-semibold text-slate-700';

export function ExploreFilterForm({
  action,
  idPrefix,
  heading,
  gridClassName,
  fields,
  footer,
}: {
  action: string;
  /** Prefix of the ids on the page ("company", "mentor"). */
  idPrefix: string;
  heading: string;
  /** The desktop grid of the first row (the search box and the selects). */
  gridClassName: string;
  fields: ReactNode;
  footer: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-labelledby={`${idPrefix}-filters-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm md:p-5"
    >
      <h2 id={`${idPrefix}-filters-heading`} className="sr-only">
        {heading}
      </h2>
      <div className={`grid gap-3 ${gridClassName}`}>{fields}</div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">{footer}</div>
    </form>
  );
}

export function ExploreSearchField(props: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  defaultValue: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={label}>
        {props.label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={props.id}
          name={props.name}
          type="search"
          maxLength={100}
          defaultValue={props.defaultValue}
          placeholder={props.placeholder}
          className={`${field} pl-9`}
        />
      </div>
    </div>
  );
}

/** A labelled select; `children` are its options. */
export function ExploreSelect(props: {
  id: string;
  name: string;
  label: string;
  defaultValue: string | number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className={label}>
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.defaultValue} className={field}>
        {props.children}
      </select>
    </div>
  );
}

export function ExploreCheckbox(props: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        name={props.name}
        value="1"
        defaultChecked={props.defaultChecked}
        className="size-5 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
      />
      {props.label}
    </label>
  );
}

/** Apply the filters, or go back to the page without any. */
export function ExploreFilterButtons(props: { apply: string; reset: string; resetHref: string }) {
  return (
    <div className="flex gap-2">
      <button type="submit" className={`${buttonStyles.primary} flex-1 sm:flex-none`}>
        {props.apply}
      </button>
      <Link href={props.resetHref} className={`${buttonStyles.secondary} flex-1 sm:flex-none`}>
        {props.reset}
      </Link>
    </div>
  );
}
