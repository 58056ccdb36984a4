import type { ReactNode } from 'react';
import { PageBand } from '@/features/shell/page-band';

export type StaticSection = { heading: string; body: ReactNode };

/** Short text pages (about, privacy, terms): a band with the title, then readable sections. */
export function StaticPage({
  title,
  lead,
  note,
  sections,
}: {
  title: string;
  lead: string;
  note?: string;
  sections: StaticSection[];
}) {
  return (
    <>
      <PageBand>
        <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-brand-50 md:text-lg">{lead}</p>
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-14">
        <div className="max-w-2xl space-y-8">
          {sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-lg font-bold text-slate-900 md:text-xl">{section.heading}</h2>
              <p className="mt-2 leading-relaxed text-slate-700">{section.body}</p>
            </section>
          ))}
          {note ? <p className="text-sm text-slate-500">{note}</p> : null}
        </div>
      </div>
    </>
  );
}

export function MailLink({ email, children }: { email: string; children: ReactNode }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-semibold text-brand-700 underline underline-offset-2"
    >
      {children}
    </a>
  );
}
