'use client';

// The target job of an analysis: a search field over the portal's open jobs (the job search
// API, GET /v1/explore-job/job) and the results as a radio group to pick one from.
import { jobSearchResponseSchema, type JobDoc } from '@jenjang/domain';
import { Loader2, Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { requestChecked } from '@/lib/api/checked-request';
import { cn } from '@/lib/cn';
import { fillText } from '@/lib/i18n/client-text';
import type { CvReviewFormTexts } from './cv-review-texts';

export const JOB_RESULTS_LIMIT = 6;

export type PickedJob = { id: string; title: string; companyName: string };

type SearchState =
  { kind: 'idle' } | { kind: 'searching' } | { kind: 'failed' } | { kind: 'found'; jobs: JobDoc[] };

export function JobTargetPicker({
  picked,
  onPick,
  texts,
  error,
}: {
  picked: PickedJob | null;
  onPick(job: PickedJob | null): void;
  texts: CvReviewFormTexts;
  error: string | undefined;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function search() {
    const text = query.trim();
    if (!text) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ kind: 'searching' });
    try {
      const body = await requestChecked(jobSearchResponseSchema, '/v1/explore-job/job', {
        query: { search: text, limit: JOB_RESULTS_LIMIT },
        signal: current.signal,
      });
      setState({ kind: 'found', jobs: body.data.docs });
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      setState({ kind: 'failed' });
    }
  }

  const errorId = `${id}-error`;
  return (
    <div className="space-y-3">
      {picked ? (
        <div
          aria-live="polite"
          className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-semibold text-brand-900" data-testid="picked-job">
            {fillText(texts.jobPicked, { title: picked.title, company: picked.companyName })}
          </p>
          <button
            type="button"
            className={cn(buttonStyles.secondary, 'shrink-0')}
            onClick={() => {
              onPick(null);
              input.current?.focus();
            }}
          >
            {texts.jobChange}
          </button>
        </div>
      ) : null}
      <label htmlFor={`${id}-query`} className="block text-sm font-semibold text-slate-900">
        {texts.jobSearchLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-query`}
          ref={input}
          type="search"
          value={query}
          maxLength={200}
          placeholder={texts.jobSearchPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here; it must not send the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
        />
        <button
          type="button"
          onClick={() => void search()}
          className={cn(buttonStyles.secondary, 'shrink-0')}
          aria-busy={state.kind === 'searching'}
        >
          {state.kind === 'searching' ? (
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <Search className="size-4" aria-hidden />
          )}
          {texts.jobSearchButton}
        </button>
      </div>
      <div aria-live="polite">
        {state.kind === 'searching' ? (
          <p className="text-sm text-slate-700">{texts.jobSearching}</p>
        ) : null}
        {state.kind === 'failed' ? (
          <p className="text-sm text-red-800">{texts.jobSearchFailed}</p>
        ) : null}
        {state.kind === 'found' && state.jobs.length === 0 ? (
          <p className="text-sm text-slate-700">{texts.jobNoResults}</p>
        ) : null}
      </div>
      {state.kind === 'found' && state.jobs.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">{texts.jobResults}</legend>
          <ul className="space-y-2">
            {state.jobs.map((job) => (
              <li key={job.id}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 hover:border-brand-500 focus-within:ring-2 focus-within:ring-brand-600">
                  <input
                    type="radio"
                    name={`${id}-job`}
                    value={job.id}
                    checked={picked?.id === job.id}
                    className="mt-1 size-4 accent-brand-700"
                    onChange={() =>
                      onPick({ id: job.id, title: job.role, companyName: job.company.name })
                    }
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{job.role}</span>
                    <span className="block text-sm text-slate-700">
                      {job.company.name} · {job.location.city.name}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
