'use client';

import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { takeSaveOutcome, type SaveOutcome } from './save-after-sign-in';

export type SaveOutcomeLabels = {
  /** Templates with {role}, {company} (and {reason}). */
  saved: string;
  failed: string;
  /** The reason when the API gave none (the connection dropped). */
  failedFallback: string;
  seeSaved: string;
  close: string;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The first page after signing in to save a job says whether it was saved (the outcome the
 * account page kept for this tab, read once). Stays until closed: a message that vanishes on a
 * timer is easily missed.
 */
export function SaveOutcomeNotice({ labels }: { labels: SaveOutcomeLabels }) {
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  useEffect(() => {
    // Read after hydration: sessionStorage exists only in the browser.
    setOutcome(takeSaveOutcome(window.sessionStorage));
  }, []);

  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
    >
      {outcome ? (
        <div
          data-save-outcome={outcome.saved ? 'saved' : 'failed'}
          className="pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg"
        >
          {outcome.saved ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          )}
          <div className="min-w-0 flex-1 space-y-1">
            <p className="break-words font-medium">
              {outcome.saved
                ? fill(labels.saved, { role: outcome.role, company: outcome.company })
                : fill(labels.failed, {
                    role: outcome.role,
                    company: outcome.company,
                    reason: outcome.reason || labels.failedFallback,
                  })}
            </p>
            {outcome.saved ? (
              <Link href="/loker/saved" className="font-semibold text-brand-700 underline">
                {labels.seeSaved}
              </Link>
            ) : null}
          </div>
          <button
            type="button"
            aria-label={labels.close}
            onClick={() => setOutcome(null)}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
