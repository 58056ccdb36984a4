import type { ReactNode, Ref } from 'react';

/**
 * The calm centred card of the account pages; the minimal bar above it (src/features/shell)
 * carries the logo link home and the language switch.
 */
export function AuthCard({
  heading,
  intro,
  headingRef,
  children,
  footer,
}: {
  heading: string;
  intro?: ReactNode;
  /** Steps move focus to the heading so a screen reader hears where the user is now. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  /** Links below the card (to the other account pages). */
  footer?: ReactNode;
}) {
  return (
    <div className="px-4 py-8 sm:py-14">
      <div className="mx-auto w-full max-w-md">
        <section className="rounded-2xl border border-slate-200 bg-white px-5 py-7 shadow-sm sm:px-8 sm:py-9">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold text-slate-900 focus:outline-none"
          >
            {heading}
          </h1>
          {intro ? <div className="mt-2 text-base text-slate-600">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </section>
        {footer ? (
          <div className="mt-6 space-y-2 text-center text-sm text-slate-700">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}

export const linkClass =
  'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:underline';
