import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type StatusPanelProps = {
  icon?: ReactNode;
  eyebrow?: string;
  title: string;
  /** Heading level: h1 when the panel is the page, h2 inside a page. */
  as?: 'h1' | 'h2';
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
  role?: 'status' | 'alert';
};

/** Friendly empty, error and coming-soon states: one icon, a title, a sentence, actions. */
export function StatusPanel({
  icon,
  eyebrow,
  title,
  as: Heading = 'h2',
  children,
  actions,
  className,
  role,
}: StatusPanelProps) {
  return (
    <section
      role={role}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm',
        className,
      )}
    >
      {icon ? (
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </div>
      ) : null}
      {eyebrow ? (
        <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-brand-700">
          {eyebrow}
        </p>
      ) : null}
      <Heading className="text-xl font-bold text-slate-900 md:text-2xl">{title}</Heading>
      {children ? <div className="mt-3 text-base text-slate-600">{children}</div> : null}
      {actions ? (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      ) : null}
    </section>
  );
}
